import Foundation

/// One change a mutation operator proposes: `original` at `offset` (on `line`) becomes `replacement`.
struct MutationSite: Equatable, Sendable {
    let offset: Int
    let line: Int
    let original: String
    let replacement: String
    /// What the change does, for a person: "`<` → `<=`".
    let description: String
}

extension MutationSite {
    /// `original` (the token's own text unless given), starting at `token`, becomes `replacement`.
    init(_ token: SwiftToken, _ original: String? = nil, to replacement: String, _ description: String) {
        self.init(
            offset: token.offset, line: token.line, original: original ?? token.text, replacement: replacement,
            description: description)
    }

    /// The statement made of `tokens` (one or more) removed, described as "`label`: `the statement`" on one
    /// line, cut at 60 characters.
    static func removal(of tokens: ArraySlice<SwiftToken>, _ label: String) -> MutationSite {
        replacing(tokens, with: "", label)
    }

    /// The statement made of `tokens` replaced by `replacement`, described as `removal(of:_:)` describes it.
    static func replacing(_ tokens: ArraySlice<SwiftToken>, with replacement: String, _ label: String) -> MutationSite {
        let text = tokens.map(\.text).joined()
        return MutationSite(
            tokens[tokens.startIndex], text, to: replacement, "\(label): `\(oneLine(text, cutAt: 60))`")
    }

    /// `text` on one line (each line break, with the spaces around it, one space), cut to `limit` characters.
    static func oneLine(_ text: String, cutAt limit: Int) -> String {
        let line = text.replacing(/[ \t]*\R[ \t]*/, with: " ")
        return line.count > limit ? String(line.prefix(limit - 3)) + "..." : line
    }
}
