import Foundation

/// One change a mutation operator proposes: `original` at `offset` (on `line`) becomes `replacement`.
struct MutationSite: Equatable, Sendable {
    let offset: Int
    let line: Int
    let original: String
    let replacement: String
    /// What the change does, for a person: "`<` → `<=`".
    let description: String

    init(_ token: SwiftToken, to replacement: String, _ description: String) {
        self.init(offset: token.offset, line: token.line, original: token.text, replacement: replacement, description)
    }

    init(offset: Int, line: Int, original: String, replacement: String, _ description: String) {
        self.offset = offset
        self.line = line
        self.original = original
        self.replacement = replacement
        self.description = description
    }

    /// The statement made of `tokens` removed, described as "`label`: `the statement`" on one line, cut at 60
    /// characters.
    static func removal(of tokens: ArraySlice<SwiftToken>, _ label: String) -> MutationSite {
        let text = tokens.map(\.text).joined()
        let shown = (text.count > 60 ? String(text.prefix(57)) + "..." : text).replacingOccurrences(of: "\n", with: " ")
        return MutationSite(
            offset: tokens.first?.offset ?? 0, line: tokens.first?.line ?? 1, original: text, replacement: "",
            "\(label): `\(shown)`")
    }
}
