/// Arithmetic swapped: `+` ↔ `-`, `*` ↔ `/`, `+=` ↔ `-=`, `%` → `*` (PIT's math mutator). Only binary uses,
/// spaced on both sides; a `+` that joins strings does not build as `-` and is left out of the score.
struct ArithmeticOperatorReplacement: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.swaps(
            ["+": "-", "-": "+", "*": "/", "/": "*", "%": "*", "+=": "-=", "-=": "+="],
            where: source.isBinaryOperator(at:))
    }
}
