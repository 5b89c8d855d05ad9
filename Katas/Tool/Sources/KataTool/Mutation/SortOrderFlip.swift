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
        return tokens.indices.flatMap { index -> [MutationSite] in
            let token = tokens[index]
            if let replacement = Self.flipped[token.text], Self.decidesOrder(source, at: index) {
                return [MutationSite(token, to: replacement, "sort order flipped: `\(token.text)` → `\(replacement)`")]
            } else if Self.orderingCalls.contains(token.text), token.kind == .identifier, source.isEmptyCall(at: index)
            {
                let (original, replacement) = (token.text + "()", "\(token.text)(by: >)")
                return [
                    MutationSite(
                        token, original, to: replacement, "sort order flipped: `\(original)` → `\(replacement)`")
                ]
            }
            return token.kind == .string && token.text.contains("ORDER BY") ? sqlSites(in: token) : []
        }
    }

    /// Each `ASC` and `DESC` of the SQL in `token` that stands as a word (no ASCII letter or `_` beside it).
    private func sqlSites(in token: SwiftToken) -> [MutationSite] {
        let bytes: [UInt8] = Array(token.text.utf8)
        func isLetter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte < 0x80 && Character(UnicodeScalar(byte)).isLetter)
        }
        func standsAsWord(_ pattern: [UInt8], at start: Int) -> Bool {
            let end = start + pattern.count
            guard bytes[start...].starts(with: pattern) else { return false }
            return (start == 0 || !isLetter(bytes[start - 1])) && (end == bytes.count || !isLetter(bytes[end]))
        }
        var sites: [MutationSite] = []
        for (word, other) in [("ASC", "DESC"), ("DESC", "ASC")] {
            let pattern: [UInt8] = Array(word.utf8)
            for start in bytes.indices where standsAsWord(pattern, at: start) {
                let lineBreaks: Int = bytes[..<start].filter { $0 == UInt8(ascii: "\n") }.count
                sites.append(
                    MutationSite(
                        offset: token.offset + start, line: token.line + lineBreaks, original: word,
                        replacement: other, description: "sort order flipped: SQL `\(word)` → `\(other)`"))
            }
        }
        return sites.sorted { $0.offset < $1.offset }
    }
}
