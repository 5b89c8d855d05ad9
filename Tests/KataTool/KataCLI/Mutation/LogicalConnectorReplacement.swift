/// `&&` ↔ `||`: a condition that needed both now needs either, and the reverse.
struct LogicalConnectorReplacement: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.indices.compactMap { index in
            let token = source.tokens[index]
            guard token.text == "&&" || token.text == "||", source.isBinaryOperator(at: index) else { return nil }
            let replacement = token.text == "&&" ? "||" : "&&"
            return MutationSite(token, to: replacement, "`\(token.text)` → `\(replacement)`")
        }
    }
}
