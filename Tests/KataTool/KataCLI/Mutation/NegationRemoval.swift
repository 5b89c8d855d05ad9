/// A negation dropped: `!isValid` becomes `isValid`.
struct NegationRemoval: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.swaps(["!": ""], where: source.isPrefixOperator(at:)) { _, _ in "negation `!` removed" }
    }
}
