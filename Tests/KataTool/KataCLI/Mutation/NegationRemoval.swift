/// A negation dropped: `!isValid` becomes `isValid`.
struct NegationRemoval: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.indices.compactMap { index in
            let token = source.tokens[index]
            guard token.text == "!", source.isPrefixOperator(at: index) else { return nil }
            return MutationSite(token, to: "", "negation `!` removed")
        }
    }
}
