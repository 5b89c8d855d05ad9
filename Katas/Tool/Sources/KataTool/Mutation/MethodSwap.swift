/// A call swapped for its mirror, or a transforming call dropped (Stryker's method expressions):
/// `.first` ↔ `.last`, `.hasPrefix` ↔ `.hasSuffix`, `.prefix` ↔ `.suffix`, `.dropFirst` ↔ `.dropLast`,
/// `.firstIndex` ↔ `.lastIndex`, `.uppercased` ↔ `.lowercased`; `.reversed()`, `.lowercased()` and
/// `.uppercased()` dropped. (`min` and `max` are `SortOrderFlip`'s.)
struct MethodSwap: MutationOperator {
    static let mirrors = [
        "first": "last", "last": "first", "hasPrefix": "hasSuffix", "hasSuffix": "hasPrefix", "prefix": "suffix",
        "suffix": "prefix", "dropFirst": "dropLast", "dropLast": "dropFirst",
        "uppercased": "lowercased", "lowercased": "uppercased", "firstIndex": "lastIndex", "lastIndex": "firstIndex",
    ]
    static let droppable: Set<String> = ["reversed", "lowercased", "uppercased"]

    func sites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        var sites: [MutationSite] = []
        for index in tokens.indices where index > 0 && tokens[index - 1].text == "." {
            let token = tokens[index]
            guard token.kind == .identifier else { continue }
            if let mirror = Self.mirrors[token.text] {
                sites.append(MutationSite(token, to: mirror, "`.\(token.text)` → `.\(mirror)`"))
            }
            if Self.droppable.contains(token.text), source.isEmptyCall(at: index) {
                let original = "." + token.text + "()"
                sites.append(MutationSite(tokens[index - 1], original, to: "", "`\(original)` dropped"))
            }
        }
        return sites
    }
}
