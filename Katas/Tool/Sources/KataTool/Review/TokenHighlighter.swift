/// Maps `SwiftTokenizer`'s tokens (the one tokenizer, the mutant generator's too) to the kinds the review
/// site colours and the audit counts: keywords, strings, comments, numbers, attributes, type names.
enum TokenHighlighter {
    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
        "convenience", "default", "defer", "deinit", "do", "dynamic", "else", "enum", "extension", "fallthrough",
        "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "indirect", "init",
        "inout", "internal", "is", "lazy", "let", "mutating", "nil", "nonisolated", "open", "operator", "override",
        "private", "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self", "set", "some",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "unowned",
        "var", "weak", "where", "while", "willSet", "didSet", "package", "consuming", "borrowing", "sending",
    ]

    /// The tokens of `source`, in order; concatenating their texts gives `source` back. An attribute
    /// or a macro with arguments (`@Test(arguments: …)`, `#expect(…)`) is its name, then its
    /// arguments as code, so they are coloured as code.
    static func tokens(_ source: String) -> [HighlightedToken] {
        let tokens = SwiftTokenizer.tokens(of: source)
        return tokens.indices.flatMap { index -> [HighlightedToken] in
            let token = tokens[index]
            if token.kind == .attribute || token.kind == .directive, !token.text.hasPrefix("#if"),
                let open = token.text.firstIndex(of: "(")
            {
                return [HighlightedToken(kind: .attribute, text: String(token.text[..<open]))]
                    + Self.tokens(String(token.text[open...]))
            }
            let isCastMark =
                token.kind == .operator && (token.text == "!" || token.text == "?") && index > 0
                && tokens[index - 1].text == "as"
            return [HighlightedToken(kind: isCastMark ? .keyword : kind(of: token), text: token.text)]
        }
    }

    /// The tokens of `source`, one array per line (a token spanning lines is split at each line break,
    /// line breaks themselves are dropped).
    static func lines(_ source: String) -> [[HighlightedToken]] {
        var lines: [[HighlightedToken]] = [[]]
        for token in tokens(source) {
            for (index, part) in token.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { lines.append([]) }
                if !part.isEmpty {
                    lines[lines.count - 1].append(HighlightedToken(kind: token.kind, text: String(part)))
                }
            }
        }
        return lines
    }

    private static func kind(of token: SwiftToken) -> HighlightedToken.Kind {
        switch token.kind {
        case .whitespace, .newline: .space
        case .comment: .comment
        case .string: .string
        case .integer, .number: .number
        case .attribute, .directive: .attribute
        case .operator, .punctuation: .punctuation
        case .identifier:
            if keywords.contains(token.text) {
                .keyword
            } else if token.text.first?.isUppercase == true {
                .typeName
            } else {
                .identifier
            }
        }
    }
}
