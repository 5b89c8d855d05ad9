/// A condition that always holds or never does (PIT's "remove conditionals"): the condition of `if`,
/// `guard`, `while` and of `c ? a : b` becomes `true`, and `false`: a check skipped, an early return
/// always or never taken, one branch of a choice always. Conditions that bind (`if let`, `guard case`)
/// are left alone.
struct ConditionReplacement: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        statementSites(in: source) + ternarySites(in: source)
    }

    private func statementSites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        return tokens.indices.flatMap { index -> [MutationSite] in
            let keyword = tokens[index].text
            guard tokens[index].kind == .identifier, ["if", "guard", "while"].contains(keyword),
                let start = source.nextCode(after: index),
                let end = conditionEnd(from: start, keyword: keyword, in: tokens),
                !tokens[start...end].contains(where: { ["let", "var", "case", "#available"].contains($0.text) })
            else { return [] }
            let text = tokens[start...end].map(\.text).joined()
            guard text != "true", text != "false" else { return [] }
            return ["true", "false"].map { value in
                MutationSite(
                    tokens[start], text, to: value,
                    "`\(keyword) \(MutationSite.oneLine(text, cutAt: 50))` → `\(keyword) \(value)`")
            }
        }
    }

    /// The condition of each `c ? a : b`: from the `?` back to what opens the expression (`=`, `return`,
    /// an open bracket, a `,` or `:`, the start of the line).
    private func ternarySites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        return tokens.indices.flatMap { index -> [MutationSite] in
            guard tokens[index].text == "?", source.isBinaryOperator(at: index),
                let end = source.previousCode(before: index)
            else { return [] }
            var start = end
            var depth = 0
            for at in stride(from: end, through: 0, by: -1) {
                let token = tokens[at]
                if token.kind == .newline && depth == 0 { break }
                if token.isTrivia { continue }
                if [")", "]"].contains(token.text) {
                    depth += 1
                } else if ["(", "["].contains(token.text) {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0, opensExpression(token) {
                    break
                }
                start = at
            }
            let text = tokens[start...end].map(\.text).joined()
            guard text != "true", text != "false" else { return [] }
            return ["true", "false"].map { value in
                MutationSite(
                    tokens[start], text, to: value, "`\(MutationSite.oneLine(text, cutAt: 50)) ?` → `\(value) ?`")
            }
        }
    }

    private func opensExpression(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .punctuation: ["{", "}", ",", ":", ";"].contains(token.text)
        case .operator:
            token.text == "??" || (token.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(token.text))
        case .identifier: ["return", "in", "let", "var", "throw", "case", "where"].contains(token.text)
        default: false
        }
    }

    /// The last code token before the `{` (or `guard`'s `else`) that ends the condition, at bracket depth 0.
    private func conditionEnd(from start: Int, keyword: String, in tokens: [SwiftToken]) -> Int? {
        var depth = 0
        var last: Int?
        for at in start..<tokens.count {
            let token = tokens[at]
            if token.kind == .punctuation, ["(", "["].contains(token.text) {
                depth += 1
            } else if token.kind == .punctuation, [")", "]"].contains(token.text) {
                depth -= 1
            } else if depth == 0, token.text == "{" || token.text == "," {
                // A `{` in a guard's condition opens a closure (too rich to replace safely); a `,` makes a
                // condition list (left whole).
                return token.text == "{" && keyword != "guard" ? last : nil
            } else if depth == 0, token.kind == .identifier, token.text == "else", keyword == "guard" {
                return last
            }
            if !token.isTrivia { last = at }
        }
        return nil
    }
}
