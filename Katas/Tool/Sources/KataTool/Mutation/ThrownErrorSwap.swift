/// The error a `throw` throws swapped for another one the same file throws: a failure reported as
/// another (`throw .alreadyRegistered` → `throw .serverUnavailable`). Each `throw` gets one mutant: the
/// next value thrown after it in the file that differs from its own, going round to the top of the file;
/// a file that throws one value only gets none. A rethrow (`throw error`) is swapped too, but a bare name
/// is nobody's replacement: it is bound only in its own `catch`.
struct ThrownErrorSwap: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        let thrown = tokens.indices.compactMap { index -> (start: Int, value: String, isName: Bool)? in
            guard tokens[index].kind == .identifier, tokens[index].text == "throw",
                let start = source.nextCode(after: index), let end = source.statementEnd(after: index)
            else { return nil }
            return (start, tokens[start...end].map(\.text).joined(), start == end && tokens[start].kind == .identifier)
        }
        return thrown.indices.compactMap { index in
            let (start, value, _) = thrown[index]
            guard
                let other = (thrown[(index + 1)...] + thrown[..<index]).first(where: {
                    $0.value != value && !$0.isName
                })
            else { return nil }
            return MutationSite(
                tokens[start], value, to: other.value,
                "thrown error swapped: `\(MutationSite.oneLine(value, cutAt: 50))` → "
                    + "`\(MutationSite.oneLine(other.value, cutAt: 50))`")
        }
    }
}
