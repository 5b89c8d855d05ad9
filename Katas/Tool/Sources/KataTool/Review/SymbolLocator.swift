/// Finds the lines of a named symbol in a file, the way the kata texts name them: `Type.member(label:)`,
/// `member`, `Type`, or a use such as `Date()` or `ExpenseTrackerApp.shared`.
enum SymbolLocator {
    /// The 1-based lines that show `symbol` in `file` (its declaration with the comments and attributes
    /// just above it, or the lines that use it), or an empty array when the file has neither.
    static func lines(of symbol: String, in file: SourceFile) -> [Int] {
        declaration(of: symbol, in: file).map { Array(leadingLine(of: $0, in: file)...$0.lastLine) }
            ?? uses(of: symbol, in: file)
    }

    /// The line a note about `symbol` points at: its declaration's first line, or its first use.
    static func anchorLine(of symbol: String, in file: SourceFile) -> Int? {
        declaration(of: symbol, in: file)?.firstLine ?? uses(of: symbol, in: file).first
    }

    /// The declaration `symbol` names in `file`, if it declares it: by its full name, argument labels
    /// included (`amount(from:)` is a function with the one label `from`, never a local `let amount`),
    /// and by its type when the name has one (`ExpenseRules.amount(from:)`). Locals are never named.
    static func declaration(of symbol: String, in file: SourceFile) -> Symbol? {
        let (components, labels) = parse(symbol)
        guard let name = components.last, !name.isEmpty else { return nil }
        let symbols = file.symbols.filter { !$0.isLocal }
        var candidates = symbols.filter { $0.name == name }
        if symbol.contains("(") { candidates = candidates.filter { $0.labels == labels } }
        if components.count > 1 {
            let owner = components[components.count - 2]
            if let owned = candidates.first(where: { $0.parent == owner }) { return owned }
            guard symbols.contains(where: { $0.isType && $0.name == owner }) else { return nil }
        }
        return candidates.first { $0.isType } ?? candidates.first
    }

    /// The lines that use `symbol`: its tokens in order, on one line (`amount(from:` for
    /// `amount(from:)`, `Date()` for `Date()`).
    static func uses(of symbol: String, in file: SourceFile) -> [Int] {
        let (components, labels) = parse(symbol)
        let call = symbol.hasSuffix("()") && labels.isEmpty
        var use = components.joined(separator: ".") + (call ? "()" : "")
        if let first = labels.first { use += first == "_" ? "(" : "(\(first):" }
        let wanted = TokenHighlighter.tokens(use).filter { $0.kind != .space }.map(\.text)
        guard !wanted.isEmpty else { return [] }
        return file.tokenLines.enumerated().compactMap { index, tokens in
            guard tokens.contains(where: { $0.text == wanted[0] }) else { return nil }
            let texts = tokens.filter { $0.kind != .space && $0.kind != .comment }.map(\.text)
            guard texts.count >= wanted.count else { return nil }
            let found = (0...(texts.count - wanted.count)).contains {
                texts[$0..<$0 + wanted.count].elementsEqual(wanted)
            }
            return found ? index + 1 : nil
        }
    }

    /// `Type.member(a:b:)` as `["Type", "member"]` and `["a", "b"]`.
    static func parse(_ symbol: String) -> (components: [String], labels: [String]) {
        let base = symbol.split(separator: "(", maxSplits: 1).first.map(String.init) ?? symbol
        var labels: [String] = []
        if let open = symbol.firstIndex(of: "("), let close = symbol.lastIndex(of: ")"), open < close {
            labels = symbol[symbol.index(after: open)..<close].split(separator: ":").map(String.init)
        }
        return (base.split(separator: ".").map(String.init), labels)
    }

    /// The first line of a declaration's comments and attributes, directly above it.
    private static func leadingLine(of declaration: Symbol, in file: SourceFile) -> Int {
        var first = declaration.firstLine
        while first > 1 {
            let above = file.tokenLines[first - 2].filter { $0.kind != .space }
            guard let head = above.first,
                head.kind == .comment || (head.kind == .attribute && above.allSatisfy { $0.kind != .keyword })
            else { break }
            first -= 1
        }
        return first
    }
}
