/// A command line that `kata` does not understand; `message` says why, and `suggestion`, when a name
/// was misspelt, the closest names (`Did you mean cart?`): the last line printed, where the eye lands.
struct UsageError: Error {
    let message: String
    var suggestion: String? = nil
}
