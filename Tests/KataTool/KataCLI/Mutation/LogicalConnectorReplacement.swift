/// `&&` ↔ `||`: a condition that needed both now needs either, and the reverse.
struct LogicalConnectorReplacement: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.swaps(["&&": "||", "||": "&&"], where: source.isBinaryOperator(at:))
    }
}
