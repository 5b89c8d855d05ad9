/// A character set loses a member or becomes its neighbour: one character dropped from the string of
/// `CharacterSet(charactersIn:)` or `Set(...)`, and a named set swapped for the one next to it
/// (`.decimalDigits` ↔ `.letters`, `.whitespaces` ↔ `.whitespacesAndNewlines`, ...).
struct CharacterSetMutation: MutationOperator {
    static let neighbours: [String: String] = [
        "decimalDigits": "letters", "letters": "decimalDigits", "alphanumerics": "letters",
        "whitespaces": "whitespacesAndNewlines", "whitespacesAndNewlines": "whitespaces",
        "lowercaseLetters": "uppercaseLetters", "uppercaseLetters": "lowercaseLetters",
        "punctuationCharacters": "symbols", "symbols": "punctuationCharacters",
    ]

    func sites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        return tokens.indices.flatMap { index -> [MutationSite] in
            let token = tokens[index]
            if token.kind == .identifier, let other = Self.neighbours[token.text], index > 0,
                tokens[index - 1].text == "."
            {
                return [MutationSite(token, to: other, "character set `.\(token.text)` → `.\(other)`")]
            }
            return token.kind == .string && isMemberList(index, source) ? memberSites(token) : []
        }
    }

    /// A plain one-line string that is the argument of `charactersIn:` or `Set(`.
    private func isMemberList(_ index: Int, _ source: TokenizedSource) -> Bool {
        let token = source.tokens[index]
        guard token.text.hasPrefix("\""), !token.text.hasPrefix("\"\"\""), !token.text.contains("\\("),
            let before = source.previousCode(before: index)
        else { return false }
        let tokens = source.tokens
        if tokens[before].text == ":", let label = source.previousCode(before: before) {
            return ["charactersIn", "Set"].contains(tokens[label].text)
        }
        if tokens[before].text == "(", let name = source.previousCode(before: before) {
            return tokens[name].text == "Set"
        }
        return false
    }

    private func memberSites(_ token: SwiftToken) -> [MutationSite] {
        let body = Array(token.text.dropFirst().dropLast())
        guard body.count >= 2, body.count <= 80, !body.contains("\\") else { return [] }
        return body.indices.map { at in
            var without = body
            let member = without.remove(at: at)
            return MutationSite(
                token, to: "\"" + String(without) + "\"", "character `\(member)` removed from the set \(token.text)")
        }
    }
}
