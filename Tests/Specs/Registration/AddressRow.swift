/// One row of an address table: what the user types, what the row is about, and the address the app
/// must use (the typed text without the white space around it).
public struct AddressRow: Sendable, CustomStringConvertible {
    public let typed: String
    public let about: String
    public let address: String

    public init(_ typed: String, _ about: String, trimmed: String? = nil) {
        self.typed = typed
        self.about = about
        self.address = trimmed ?? typed
    }

    public var description: String {
        let shown =
            typed.count <= 60
            ? InvisibleCharacters.quoted(typed)
            : "\(InvisibleCharacters.quoted(typed.prefix(20)))… (\(typed.count) characters)"
        return "\(about) \(shown)"
    }
}
