import Specs

/// One app's Starter as a table has it now, compared with the shipped one: which files are new, and
/// whether the code each note is about is still as shipped. Code is compared by its tokens, so
/// reformatting and comments change nothing.
struct StarterComparison {
    /// The files of the app's Starter now, and as shipped, by path.
    let current: [String: SourceFile]
    let shipped: [String: SourceFile]

    /// The comparison for `app`, from every file read now and the whole shipped Starter.
    init(app: App, files: [String: SourceFile], shipped: [String: SourceFile]) {
        let folder = AppAudit.folders(of: app).starter + "/"
        current = files.filter { $0.key.hasPrefix(folder) }
        self.shipped = shipped.filter { $0.key.hasPrefix(folder) }
    }

    /// The app's Starter files the shipped Starter does not have, by path.
    var newFiles: [SourceFile] { current.keys.filter { shipped[$0] == nil }.sorted().compactMap { current[$0] } }

    /// Every path of the app's Starter, now or as shipped, whose text differs, sorted.
    var changedPaths: [String] {
        Set(current.keys).union(shipped.keys).filter { current[$0]?.lines != shipped[$0]?.lines }.sorted()
    }

    /// Whether a smell note's code is still there: still there when every symbol it names is as shipped
    /// (in the note's files, or declared in another file of the app's Starter when it moved); gone when
    /// none is left; otherwise it no longer matches, and says which symbols changed, went or stayed.
    func status(of smell: CodeNote) -> NoteStatus {
        let changed = "changed since the shipped Starter"
        let missing = "no longer in your code"
        let unchanged = "as shipped"
        let names = Dictionary(grouping: smell.symbols) { symbol in
            let now = code(of: symbol, preferring: smell.files, in: current)
            if now == nil { return missing }
            return now == code(of: symbol, preferring: smell.files, in: shipped) ? unchanged : changed
        }.mapValues { $0.map { "`\($0)`" }.joined(separator: ", ") }
        if names.keys.allSatisfy({ $0 == unchanged }) { return .stillThere("\(names[unchanged] ?? "") \(unchanged).") }
        if names.keys.allSatisfy({ $0 == missing }) { return .gone("\(names[missing] ?? "") \(missing).") }
        let parts = [changed, missing, unchanged].compactMap { state in names[state].map { $0 + " " + state } }
        return .changed(parts.joined(separator: "; ") + ": check it against the Refactored.")
    }

    /// Whether a line an expert comment quotes is still in the shown code.
    static func status(ofQuote quoted: String, isShown: Bool) -> NoteStatus {
        isShown
            ? .stillThere("your code still holds `\(quoted)`.")
            : .gone("no line of your code holds `\(quoted)` any more.")
    }

    /// The code tokens of `symbol` in the first of `paths` that has it (its declaration, or the lines that
    /// use it), else of its declaration in another file of `files` (it moved); nil when it is nowhere.
    private func code(of symbol: String, preferring paths: [String], in files: [String: SourceFile]) -> [String]? {
        let own = paths.compactMap { files[$0] }
        let others = files.keys.sorted().filter { !paths.contains($0) }.compactMap { files[$0] }
            .filter { SymbolLocator.declaration(of: symbol, in: $0) != nil }
        for file in own + others {
            let lines = Set(SymbolLocator.lines(of: symbol, in: file))
            guard !lines.isEmpty else { continue }
            return file.significantTokens.filter { lines.contains($0.line) }.map(\.token.text)
        }
        return nil
    }
}
