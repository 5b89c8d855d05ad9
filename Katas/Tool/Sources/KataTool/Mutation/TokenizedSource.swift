/// A source file's tokens with the questions operators ask about a token's neighbours.
struct TokenizedSource {
    let tokens: [SwiftToken]

    init(_ text: String) { tokens = SwiftTokenizer.tokens(of: text) }

    /// The index of the nearest token before `index` that is not whitespace, a newline or a comment.
    func previousCode(before index: Int) -> Int? { tokens[..<index].lastIndex { !$0.isTrivia } }

    /// The index of the nearest token after `index` that is not whitespace, a newline or a comment.
    func nextCode(after index: Int) -> Int? { tokens[(index + 1)...].firstIndex { !$0.isTrivia } }

    /// Whether the name at `index` is called with nothing between the parentheses: `reversed()`.
    func isEmptyCall(at index: Int) -> Bool {
        index + 2 < tokens.count && tokens[index + 1].text == "(" && tokens[index + 2].text == ")"
    }

    /// An infix operator written the way Swift reads one as binary: spaced on both sides (`a < b`), which
    /// also tells it from generic brackets (`Array<Int>`).
    func isBinaryOperator(at index: Int) -> Bool {
        guard tokens[index].kind == .operator, index > 0, index + 1 < tokens.count else { return false }
        let spaced: (SwiftToken) -> Bool = { $0.kind == .whitespace || $0.kind == .newline }
        return spaced(tokens[index - 1]) && spaced(tokens[index + 1])
    }

    /// A prefix operator: bound to what follows it, not to what precedes it (`!done`, not `value!`).
    func isPrefixOperator(at index: Int) -> Bool {
        guard tokens[index].kind == .operator, index + 1 < tokens.count, !tokens[index + 1].isTrivia else {
            return false
        }
        guard index > 0 else { return true }
        let before = tokens[index - 1]
        switch before.kind {
        case .whitespace, .newline, .comment, .operator: return true
        case .punctuation: return ["(", "[", "{", ",", ":", ";"].contains(before.text)
        default: return false
        }
    }

    /// Whether the token at `index` is the first of its line (after a `{` or a `;` too).
    func startsLine(_ index: Int) -> Bool {
        let leading = tokens[..<index].last { $0.kind != .whitespace }
        return leading.map { $0.kind == .newline || ["{", ";"].contains($0.text) } ?? false
    }

    /// The last code token of the statement that starts after `index`: the end of the line, past any
    /// brackets still open, before a `;` or a bracket that closes one opened earlier; `nil` if there is none.
    func statementEnd(after index: Int) -> Int? {
        var depth = 0
        var last = index
        for at in (index + 1)..<tokens.count {
            let token = tokens[at]
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.kind == .newline || token.text == ";" { break }
            if !token.isTrivia { last = at }
        }
        return last == index ? nil : last
    }

    /// The index of the `(`, `[` or `{` whose brackets contain `index`, if any.
    func enclosingBracket(of index: Int) -> Int? {
        var depth = 0
        for at in stride(from: index - 1, through: 0, by: -1) where tokens[at].kind == .punctuation {
            if [")", "]", "}"].contains(tokens[at].text) {
                depth += 1
            } else if ["(", "[", "{"].contains(tokens[at].text) {
                if depth == 0 { return at }
                depth -= 1
            }
        }
        return nil
    }

    /// The name of the call whose parentheses or trailing closure contain `index`, if any:
    /// `sorted` for `<` in `sorted { $0 < $1 }` and in `sorted(by: { $0 < $1 })`.
    func enclosingCallName(of index: Int) -> String? {
        enclosingBracket(of: index).flatMap(callName(openingAt:))
    }

    /// Whether `index` is in the body of an `init`, outside any closure or nested function: the nearest
    /// braces around it that are not a statement's (`do`, `catch`, `if`...) are an initializer's.
    func isInInitializer(_ index: Int) -> Bool {
        let statements: Set<String> = [
            "do", "catch", "if", "else", "guard", "for", "while", "repeat", "switch", "defer",
        ]
        var at = index
        while let open = enclosingBracket(of: at) {
            at = open
            guard tokens[open].text == "{" else { continue }
            let words = wordsOfLine(endingAt: open)
            if words.isDisjoint(with: statements) { return words.contains("init") }
        }
        return false
    }

    /// The words before `index` on its line, outside brackets (a signature's line may wrap inside them),
    /// back to a `{`, `}` or `;`.
    private func wordsOfLine(endingAt index: Int) -> Set<String> {
        var words: Set<String> = []
        var depth = 0
        for at in stride(from: index - 1, through: 0, by: -1) {
            let token = tokens[at]
            if [")", "]"].contains(token.text) {
                depth += 1
            } else if ["(", "["].contains(token.text) {
                depth -= 1
            } else if depth == 0, token.kind == .newline || ["{", "}", ";"].contains(token.text) {
                break
            } else if depth == 0, token.kind == .identifier {
                words.insert(token.text)
            }
        }
        return words
    }

    private func callName(openingAt index: Int) -> String? {
        guard var before = previousCode(before: index) else { return nil }
        // A closure passed as a labelled argument: `sorted(by: {`: look past the label to the call.
        if tokens[before].text == ":", let label = previousCode(before: before), tokens[label].kind == .identifier,
            let open = previousCode(before: label), tokens[open].text == "("
        {
            guard let name = previousCode(before: open) else { return nil }
            before = name
        }
        return tokens[before].kind == .identifier ? tokens[before].text : nil
    }
}
