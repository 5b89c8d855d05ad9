/// The operators that swap single tokens: each token whose text `replacements` maps, where `applies`
/// holds, becomes its replacement.
struct TokenSwap: MutationOperator {
    let replacements: [String: String]
    var describe: @Sendable (String, String) -> String = { "`\($0)` → `\($1)`" }
    let applies: @Sendable (TokenizedSource, Int) -> Bool

    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.indices.compactMap { index in
            let text = source.tokens[index].text
            guard let replacement = replacements[text], applies(source, index) else { return nil }
            return MutationSite(source.tokens[index], to: replacement, describe(text, replacement))
        }
    }

    /// `true` becomes `false` and `false` becomes `true`.
    static let booleanLiteralFlip = TokenSwap(replacements: ["true": "false", "false": "true"]) {
        $0.tokens[$1].kind == .identifier
    }
    /// `&&` ↔ `||`: a condition that needed both now needs either, and the reverse.
    static let logicalConnectorReplacement = TokenSwap(replacements: ["&&": "||", "||": "&&"]) {
        $0.isBinaryOperator(at: $1)
    }
    /// A negation dropped: `!isValid` becomes `isValid`.
    static let negationRemoval = TokenSwap(
        replacements: ["!": ""], describe: { _, _ in "negation `!` removed" }, applies: { $0.isPrefixOperator(at: $1) })
    /// Arithmetic swapped: `+` ↔ `-`, `*` ↔ `/`, `+=` ↔ `-=`, `%` → `*` (PIT's math mutator). Only binary uses,
    /// spaced on both sides; a `+` that joins strings does not build as `-` and is left out of the score.
    static let arithmeticOperatorReplacement = TokenSwap(
        replacements: ["+": "-", "-": "+", "*": "/", "/": "*", "%": "*", "+=": "-=", "-=": "+="]
    ) { $0.isBinaryOperator(at: $1) }
    /// Comparisons: a boundary shifted (`<` ↔ `<=`, `>` ↔ `>=`) and an equality negated (`==` ↔ `!=`).
    /// Comparisons that decide a sort order are left to `SortOrderFlip`.
    static let relationalOperatorReplacement = TokenSwap(
        replacements: ["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="]
    ) { $0.isBinaryOperator(at: $1) && !SortOrderFlip.decidesOrder($0, at: $1) }
}
