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
            guard startsLine(index, tokens), tokens[index].kind == .identifier,
                !Self.notTargets.contains(tokens[index].text), let equals = assignmentOperator(from: index, in: tokens),
                let end = statementEnd(from: equals, in: tokens)
            else { return nil }
            return .removal(of: tokens[index...end], "assignment removed")
        }
    }

    private func startsLine(_ index: Int, _ tokens: [SwiftToken]) -> Bool {
        let leading = tokens[..<index].last { $0.kind != .whitespace }
        return leading.map { $0.kind == .newline || ["{", ";"].contains($0.text) } ?? false
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

    /// The last code token of the statement: the end of the line, past any brackets still open.
    private func statementEnd(from equals: Int, in tokens: [SwiftToken]) -> Int? {
        var depth = 0
        var last = equals
        for at in (equals + 1)..<tokens.count {
            let token = tokens[at]
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.kind == .newline || token.text == ";" { break }
            if !token.isTrivia { last = at }
        }
        return last == equals ? nil : last
    }
}
