/// A `.trimmingCharacters(in: ...)` dropped: the text keeps its surrounding spaces or newlines.
struct TrimmingRemoval: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        return tokens.indices.compactMap { index in
            guard tokens[index].text == ".", index + 2 < tokens.count, tokens[index + 1].text == "trimmingCharacters",
                tokens[index + 2].text == "(", let close = UnusedCallRemoval.closing(of: index + 2, in: tokens)
            else { return nil }
            let text = tokens[index...close].map(\.text).joined()
            return MutationSite(tokens[index], text, to: "", "`\(text)` dropped")
        }
    }
}
