/// Arithmetic swapped: `+` ↔ `-`, `*` ↔ `/`, `+=` ↔ `-=`, `%` → `*` (PIT's math mutator). Only binary uses,
/// spaced on both sides; a `+` that joins strings does not build as `-` and is left out of the score.
struct ArithmeticOperatorReplacement: MutationOperator {
    static let replacements = ["+": "-", "-": "+", "*": "/", "/": "*", "%": "*", "+=": "-=", "-=": "+="]

    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.indices.compactMap { index in
            let token = source.tokens[index]
            guard let replacement = Self.replacements[token.text], source.isBinaryOperator(at: index) else {
                return nil
            }
            return MutationSite(token, to: replacement, "`\(token.text)` → `\(replacement)`")
        }
    }
}
