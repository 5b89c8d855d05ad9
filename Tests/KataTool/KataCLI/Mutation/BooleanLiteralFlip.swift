/// `true` becomes `false` and `false` becomes `true`.
struct BooleanLiteralFlip: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.compactMap { token in
            guard token.kind == .identifier, let other = ["true": "false", "false": "true"][token.text] else {
                return nil
            }
            return MutationSite(token, to: other, "`\(token.text)` → `\(other)`")
        }
    }
}
