/// Comparisons: a boundary shifted (`<` ↔ `<=`, `>` ↔ `>=`) and an equality negated (`==` ↔ `!=`).
/// Comparisons that decide a sort order are left to `SortOrderFlip`.
struct RelationalOperatorReplacement: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.swaps(["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="]) {
            source.isBinaryOperator(at: $0) && !SortOrderFlip.decidesOrder(source, at: $0)
        }
    }
}
