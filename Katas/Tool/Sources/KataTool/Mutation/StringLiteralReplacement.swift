/// A string literal emptied, and an empty one filled: a message, a label, a format or a piece of SQL
/// lost (Stryker's string literal mutator). Multi-line and raw strings are emptied the same way.
struct StringLiteralReplacement: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.compactMap { token in
            let hashes = String(token.text.prefix { $0 == "#" })
            guard token.kind == .string, token.text.hasSuffix("\"" + hashes) else { return nil }
            if token.text == "\"\"" {
                return MutationSite(token, to: "\"mutant\"", "`\"\"` → `\"mutant\"`")
            }
            let emptied = hashes + "\"\"" + hashes
            return MutationSite(token, to: emptied, "`\(MutationSite.oneLine(token.text, cutAt: 40))` → `\(emptied)`")
        }
    }
}
