/// A declaration that cannot be read or written; `message` says why and what to do.
struct DeclarationError: Error {
    let message: String
}
