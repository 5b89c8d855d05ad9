/// Comparisons: a boundary shifted (`<` ↔ `<=`, `>` ↔ `>=`) and an equality negated (`==` ↔ `!=`).
/// Comparisons that decide a sort order are left to `SortOrderFlip`.
struct RelationalOperatorReplacement: MutationOperator {
    static let replacements = ["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="]

    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.indices.compactMap { index in
            let token = source.tokens[index]
            guard let replacement = Self.replacements[token.text], source.isBinaryOperator(at: index),
                !SortOrderFlip.decidesOrder(source, at: index)
            else { return nil }
            return MutationSite(token, to: replacement, "`\(token.text)` → `\(replacement)`")
        }
    }
}
