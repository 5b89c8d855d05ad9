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
            let shown = token.text.count > 40 ? String(token.text.prefix(37)) + "..." : token.text
            let oneLine = shown.replacingOccurrences(of: "\n", with: " ")
            return MutationSite(token, to: emptied, "`\(oneLine)` → `\(emptied)`")
        }
    }
}
