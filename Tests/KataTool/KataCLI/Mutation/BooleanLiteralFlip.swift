/// `true` becomes `false` and `false` becomes `true`.
struct BooleanLiteralFlip: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.swaps(["true": "false", "false": "true"], where: { source.tokens[$0].kind == .identifier })
    }
}
