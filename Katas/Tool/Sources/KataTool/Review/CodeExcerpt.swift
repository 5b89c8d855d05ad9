/// The lines of one file a review page shows, read from the working tree when the page is made, and
/// what the page must say when the code named in the kata text has moved or gone.
struct CodeExcerpt: Sendable {
    /// The file shown, from the package root.
    let path: String
    let file: SourceFile?
    /// The 1-based lines shown, in order.
    let lines: [Int]
    /// The first line of each symbol found.
    let symbolLines: [String: Int]
    /// Said above the code when a named file or symbol is not where the kata text says.
    let notice: String?
    /// A file of the table's Starter that the shipped Starter does not have: shown whole, said so.
    var isNew = false

    /// The file's name without its folders: `CartScreen.swift`.
    var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// The lines shown, each with whether lines are left out just above it.
    var linesAfterGaps: [(line: Int, afterGap: Bool)] {
        zip([nil] + lines, lines).map { previous, line in (line, previous.map { line != $0 + 1 } ?? false) }
    }

    /// The tokens of the 1-based `line`, none when the file does not have it.
    func tokens(at line: Int) -> [HighlightedToken] {
        file.map { $0.tokenLines.indices.contains(line - 1) ? $0.tokenLines[line - 1] : [] } ?? []
    }

    /// The line of `symbol`, also when the excerpt found it under a longer or shorter name of the same
    /// member (`didTapSave()` and `AddExpenseScreen.didTapSave()`).
    func line(of symbol: String) -> Int? {
        symbolLines[symbol] ?? symbolLines.first { Self.sameMember($0.key, symbol) }?.value
    }

    /// Whether two names the kata texts write name the same member: one is the other with its type in front.
    static func sameMember(_ first: String, _ second: String) -> Bool {
        first == second || first.hasSuffix("." + second) || second.hasSuffix("." + first)
    }
}
