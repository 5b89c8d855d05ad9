/// A sort order flipped: `sorted { $0.date > $1.date }` sorts the other way, `sorted()` becomes
/// `sorted(by: >)`, `sorted(by: <)` becomes `sorted(by: >)`, and in SQL text with `ORDER BY`, `ASC` and
/// `DESC` swap (the one place where this generator looks inside strings).
struct SortOrderFlip: MutationOperator {
    static let orderingCalls: Set<String> = ["sorted", "sort", "min", "max"]
    private static let flipped = ["<": ">", ">": "<", "<=": ">=", ">=": "<="]

    /// A comparison inside the closure or arguments of `sorted`, `sort`, `min` or `max`.
    static func decidesOrder(_ source: TokenizedSource, at index: Int) -> Bool {
        flipped[source.tokens[index].text] != nil
            && source.enclosingCallName(of: index).map(orderingCalls.contains) == true
    }

    func sites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        var sites: [MutationSite] = []
        for index in tokens.indices {
            let token = tokens[index]
            if let replacement = Self.flipped[token.text], Self.decidesOrder(source, at: index) {
                sites.append(
                    MutationSite(token, to: replacement, "sort order flipped: `\(token.text)` → `\(replacement)`"))
            } else if Self.orderingCalls.contains(token.text), token.kind == .identifier, index + 2 < tokens.count,
                tokens[index + 1].text == "(", tokens[index + 2].text == ")"
            {
                let original = token.text + "()"
                let replacement = "\(token.text)(by: >)"
                sites.append(
                    MutationSite(
                        offset: token.offset, line: token.line, original: original, replacement: replacement,
                        "sort order flipped: `\(original)` → `\(replacement)`"))
            } else if token.kind == .string, token.text.contains("ORDER BY") {
                sites += sqlSites(in: token)
            }
        }
        return sites
    }

    private func sqlSites(in token: SwiftToken) -> [MutationSite] {
        let bytes = Array(token.text.utf8)
        var sites: [MutationSite] = []
        for (word, other) in [("ASC", "DESC"), ("DESC", "ASC")] {
            let pattern = Array(word.utf8)
            var at = 0
            while at + pattern.count <= bytes.count {
                let isWord =
                    Array(bytes[at..<at + pattern.count]) == pattern
                    && (at == 0 || !Self.isLetter(bytes[at - 1]))
                    && (at + pattern.count == bytes.count || !Self.isLetter(bytes[at + pattern.count]))
                if isWord {
                    let line = token.line + bytes[..<at].filter { $0 == UInt8(ascii: "\n") }.count
                    sites.append(
                        MutationSite(
                            offset: token.offset + at, line: line, original: word, replacement: other,
                            "sort order flipped: SQL `\(word)` → `\(other)`"))
                }
                at += 1
            }
        }
        return sites.sorted { $0.offset < $1.offset }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_")
    }
}
