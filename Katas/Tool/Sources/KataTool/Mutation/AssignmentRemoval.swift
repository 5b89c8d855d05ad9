/// A statement that stores a value removed: `items = []`, `self.message = nil`, `count += 1`. State is
/// then not cleared, reset or updated (a stored property assignment removed). Declarations (`let`,
/// `var`) stay; an assignment an initializer needs does not build without it and is left out.
struct AssignmentRemoval: MutationOperator {
    /// Words that start a line without being the target of an assignment.
    private static let notTargets: Set<String> = [
        "let", "var", "case", "return", "if", "guard", "else", "for", "while", "switch", "throw", "try", "await",
        "defer", "import", "func", "static", "private", "public", "internal", "fileprivate", "lazy", "weak",
        "unowned", "typealias", "init",
    ]

    func sites(in source: TokenizedSource) -> [MutationSite] {
        let tokens = source.tokens
        return tokens.indices.compactMap { index in
            guard source.startsLine(index), tokens[index].kind == .identifier,
                !Self.notTargets.contains(tokens[index].text), let equals = assignmentOperator(from: index, in: tokens),
                let end = source.statementEnd(after: equals)
            else { return nil }
            return .removal(of: tokens[index...end], "assignment removed")
        }
    }

    /// The index of `=` (or `+=` ...) after a plain target `name(.name)*`, `self.name` or `name[...]`.
    private func assignmentOperator(from start: Int, in tokens: [SwiftToken]) -> Int? {
        var at = start + 1
        while at < tokens.count {
            let token = tokens[at]
            if token.text == "." || token.text == "?", at + 1 < tokens.count, tokens[at + 1].kind == .identifier {
                at += 2
            } else if token.text == "[", let close = UnusedCallRemoval.closing(of: at, in: tokens) {
                at = close + 1
            } else if token.kind == .whitespace {
                at += 1
            } else {
                break
            }
        }
        guard at < tokens.count, tokens[at].kind == .operator, ["=", "+=", "-=", "*=", "/="].contains(tokens[at].text)
        else {
            return nil
        }
        return at
    }
}
