/// A `switch` case whose body is one statement does nothing instead: the statement becomes `break` (a
/// message not shown, a callback not called, an error not thrown). Removing it would not build; `break`
/// does wherever nothing has to be produced. Left alone, as `break` would not build or would change
/// nothing: a body that is `break` or `fallthrough` already, or a bare value (`case .usd: "$"`); the
/// cases of a switch used as a value (after `=` or `return`); a `return` when the switch ends its block
/// (with a value it does not build, without one it is `break`); a `throw` or `self = ...` in an
/// initializer (it would end without initializing).
struct CaseBodyBreak: MutationOperator {
    private static let statementWords: Set<String> = [
        "return", "throw", "continue", "if", "guard", "switch", "do", "for", "while", "let", "var", "try", "await",
    ]

    func sites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        return tokens.indices.compactMap { index in
            guard let colon = labelEnd(of: index, in: source), let start = source.nextCode(after: colon),
                let end = source.statementEnd(after: start - 1), let next = source.nextCode(after: end),
                ["case", "default", "}"].contains(tokens[next].text) || tokens[next].kind == .attribute,
                breakBuilds(start...end, in: source)
            else { return nil }
            return .replacing(tokens[start...end], with: "break", "case body made `break`")
        }
    }

    /// The `:` ending the case label (`case .a, .b:`, `default:`) that starts a line at `index`.
    private func labelEnd(of index: Int, in source: TokenizedSource) -> Int? {
        let tokens = source.tokens
        guard tokens[index].kind == .identifier, ["case", "default"].contains(tokens[index].text),
            source.startsLine(index)
        else { return nil }
        var depth = 0
        for at in (index + 1)..<tokens.count {
            let token = tokens[at]
            if ["(", "["].contains(token.text) {
                depth += 1
            } else if [")", "]"].contains(token.text) {
                depth -= 1
            } else if depth == 0, token.kind == .newline || ["{", "}"].contains(token.text) {
                return nil
            } else if depth == 0, token.text == ":" {
                return at
            }
        }
        return nil
    }

    private func breakBuilds(_ body: ClosedRange<Int>, in source: TokenizedSource) -> Bool {
        let tokens = source.tokens
        let first = tokens[body.lowerBound].text
        guard tokens[body.lowerBound].kind == .identifier, !["break", "fallthrough"].contains(first),
            Self.statementWords.contains(first)
                || tokens[body].contains(where: { ["(", "{", "=", "+=", "-="].contains($0.text) }),
            let open = source.enclosingBracket(of: body.lowerBound),
            let keyword = tokens[..<open].lastIndex(where: { $0.text == "switch" && $0.kind == .identifier }),
            !tokens[keyword..<open].contains(where: { $0.kind == .newline }),
            let close = UnusedCallRemoval.closing(of: open, in: tokens)
        else { return false }
        if let before = source.previousCode(before: keyword), ["=", "return"].contains(tokens[before].text) {
            return false
        }
        if first == "return" { return source.nextCode(after: close).map { tokens[$0].text != "}" } ?? false }
        let assignsSelf = first == "self" && source.nextCode(after: body.lowerBound).map { tokens[$0].text } == "="
        if first == "throw" || assignsSelf { return !source.isInInitializer(body.lowerBound) }
        return true
    }
}
