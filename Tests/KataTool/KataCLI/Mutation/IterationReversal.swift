/// A loop that walks its collection backwards: `for item in items {` becomes
/// `for item in (items).reversed() {`. Order the code relied on (rows, a `Set` or `Dictionary` read in
/// whatever order it gives) shows.
struct IterationReversal: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        var sites: [MutationSite] = []
        for index in tokens.indices where tokens[index].text == "for" && tokens[index].kind == .identifier {
            guard let inIndex = tokens[index...].firstIndex(where: { $0.text == "in" && $0.kind == .identifier }),
                let start = source.nextCode(after: inIndex),
                let open = tokens[start...].firstIndex(where: { $0.text == "{" || $0.text == "where" })
            else { continue }
            var end = open - 1
            while end > start, tokens[end].isTrivia { end -= 1 }
            let text = tokens[start...end].map(\.text).joined()
            guard !text.contains("\n"), !text.contains("..<"), !text.contains("..."), !text.hasSuffix(".indices")
            else { continue }
            let replacement = "(\(text)).reversed()"
            sites.append(
                MutationSite(
                    offset: tokens[start].offset, line: tokens[start].line, original: text, replacement: replacement,
                    "loop reversed: `\(text)` → `\(replacement)`"))
        }
        return sites
    }
}
