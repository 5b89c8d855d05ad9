/// A whole number one more and one less: `100` becomes `101` and `99` (`0` only becomes `1`).
/// Tuple element numbers (`pair.0`) are left alone.
struct IntegerLiteralShift: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.indices.flatMap { index -> [MutationSite] in
            let token = source.tokens[index]
            guard token.kind == .integer, let value = Int(token.text.filter { $0 != "_" }) else { return [] }
            if index > 0, source.tokens[index - 1].text == "." { return [] }
            let shifted = value > 0 ? [value + 1, value - 1] : [value + 1]
            return shifted.map { MutationSite(token, to: "\($0)", "`\(token.text)` → `\($0)`") }
        }
    }
}
