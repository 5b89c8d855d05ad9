/// One token of Swift source, as the mutant generator and the review site see it (`SwiftTokenizer`).
struct SwiftToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identifier
        case integer
        /// A number that is not a plain decimal integer (a decimal point, an exponent, hex, ...).
        case number
        case string
        case comment
        /// `@MainActor`, `@available(iOS 15, *)`: the whole attribute with its arguments.
        case attribute
        /// `#if ...` to the end of the line, `#available(...)`: the whole directive.
        case directive
        case `operator`
        /// `( ) [ ] { } , : ; .` and anything else.
        case punctuation
        case whitespace
        case newline
    }

    let kind: Kind
    let text: String
    /// UTF-8 offset of the first byte in the source.
    let offset: Int
    /// 1-based line of the first character.
    let line: Int

    var isTrivia: Bool { kind == .whitespace || kind == .newline || kind == .comment }
}
