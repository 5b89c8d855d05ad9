/// A command line that `kata` does not understand; `message` says why.
struct UsageError: Error {
    let message: String
}
