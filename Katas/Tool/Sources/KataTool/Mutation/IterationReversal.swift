/// A loop that walks its collection backwards: `for item in items {` becomes
/// `for item in (items).reversed() {`. Order the code relied on (rows, a `Set` or `Dictionary` read in
/// whatever order it gives) shows.
struct IterationReversal: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        return tokens.indices.compactMap { index in
            guard tokens[index].text == "for", tokens[index].kind == .identifier,
                let inIndex = tokens[index...].firstIndex(where: { $0.text == "in" && $0.kind == .identifier }),
                let start = source.nextCode(after: inIndex),
                let open = tokens[start...].firstIndex(where: { $0.text == "{" || $0.text == "where" }),
                let end = source.previousCode(before: open)
            else { return nil }
            let text = tokens[start...end].map(\.text).joined()
            guard !text.contains("\n"), !text.contains("..<"), !text.contains("..."), !text.hasSuffix(".indices")
            else { return nil }
            let replacement = "(\(text)).reversed()"
            return MutationSite(tokens[start], text, to: replacement, "loop reversed: `\(text)` → `\(replacement)`")
        }
    }
}
