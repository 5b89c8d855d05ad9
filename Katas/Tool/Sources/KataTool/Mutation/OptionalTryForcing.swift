/// `try?` becomes `try!`: a failure the code meant to absorb now stops the app. A spec that feeds the
/// failure (a file that does not open, text that does not parse) sees the crash.
struct OptionalTryForcing: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        return tokens.indices.compactMap { index in
            guard tokens[index].text == "try", index + 1 < tokens.count, tokens[index + 1].text == "?" else {
                return nil
            }
            return MutationSite(tokens[index], "try?", to: "try!", "`try?` → `try!`")
        }
    }
}
