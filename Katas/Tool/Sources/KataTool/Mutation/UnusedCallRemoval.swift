/// A call whose result is unused removed: a statement that is only a call (`saver.save(expense)`,
/// `try store.delete(id)`, `items.removeAll()`) is deleted, with its trailing closure if it has one.
/// A call that was the value of a closure or a computed property no longer compiles without it; such
/// mutants are reported as "did not build" and left out of the score.
struct UnusedCallRemoval: MutationOperator {
    private static let keywords: Set<String> = [
        "let", "var", "return", "if", "guard", "else", "switch", "case", "default", "for", "while", "repeat",
        "throw", "defer", "do", "catch", "func", "init", "deinit", "class", "struct", "enum", "extension",
        "protocol", "import", "typealias", "in", "where", "self", "Self", "super", "fatalError", "precondition",
        "preconditionFailure", "assert", "assertionFailure", "break", "continue", "fallthrough", "private",
        "fileprivate", "internal", "public", "open", "static", "override", "mutating", "nonisolated", "weak",
        "unowned", "lazy", "final", "convenience", "required", "subscript", "get", "set", "willSet", "didSet",
        "some", "any", "is", "as", "nil", "true", "false",
    ]

    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.indices.compactMap { index in
            guard startsStatement(index, source), let end = callEnd(from: index, in: source.tokens) else { return nil }
            return .removal(of: source.tokens[index...end], "call removed")
        }
    }

    /// The first token of a line, after a line that ends a statement (not after `=`, `(`, `,` ...).
    private func startsStatement(_ index: Int, _ source: TokenizedSource) -> Bool {
        let tokens = source.tokens
        guard tokens[index].kind == .identifier, index > 0 else { return false }
        let leading = tokens[..<index].last { $0.kind != .whitespace }
        guard leading.map({ $0.kind == .newline || [";", "{"].contains($0.text) }) ?? true else { return false }
        guard let before = source.previousCode(before: index) else { return true }
        let previous = tokens[before]
        switch previous.kind {
        case .operator, .attribute: return false
        case .punctuation: return ["{", "}", ";", ")", "]"].contains(previous.text)
        case .identifier: return !["in", "return", "throw", "case", "else", "try", "await"].contains(previous.text)
        default: return true
        }
    }

    /// The last token of `[try|await] name(.name)*( ... ) [{ ... }]` ending the line, or `nil`.
    private func callEnd(from start: Int, in tokens: [SwiftToken]) -> Int? {
        var at = start
        while ["try", "await"].contains(tokens[at].text) {
            at += 1
            if at < tokens.count, tokens[at].text == "?" || tokens[at].text == "!" { at += 1 }
            while at < tokens.count, tokens[at].kind == .whitespace { at += 1 }
            guard at < tokens.count, tokens[at].kind == .identifier else { return nil }
        }
        guard !Self.keywords.contains(tokens[at].text) else { return nil }
        var sawCall = false
        var last = at
        at += 1
        while at < tokens.count {
            let text = tokens[at].text
            if text == "." || text == "?" || text == "!", at + 1 < tokens.count {
                if tokens[at + 1].text == "." { at += 1 }
                guard at + 1 < tokens.count, tokens[at + 1].kind == .identifier else { return nil }
                at += 2
                sawCall = false
            } else if text == "(" {
                guard let close = Self.closing(of: at, in: tokens) else { return nil }
                at = close + 1
                sawCall = true
            } else {
                break
            }
            last = max(last, at - 1)
        }
        // A trailing closure: `name(...) { ... }` or `name { ... }`.
        if let next = tokens[at...].firstIndex(where: { $0.kind != .whitespace }), tokens[next].text == "{",
            let close = Self.closing(of: next, in: tokens)
        {
            last = close
            at = close + 1
            sawCall = true
        }
        guard sawCall else { return nil }
        let after = tokens[at...].first { $0.kind != .whitespace && $0.kind != .comment }
        guard after.map({ $0.kind == .newline || ["}", ";"].contains($0.text) }) ?? true else { return nil }
        return last
    }

    /// The index of the bracket that closes the one at `open` (`(`, `[` or `{`).
    static func closing(of open: Int, in tokens: [SwiftToken]) -> Int? {
        let pairs = ["(": ")", "[": "]", "{": "}"]
        guard let close = pairs[tokens[open].text] else { return nil }
        var depth = 0
        for at in open..<tokens.count where tokens[at].kind == .punctuation {
            if tokens[at].text == tokens[open].text { depth += 1 }
            if tokens[at].text == close {
                depth -= 1
                if depth == 0 { return at }
            }
        }
        return nil
    }
}
