/// Reads the code a kata text names, by file and symbol, from the working tree. It never fails: a file git
/// sees as moved is read where it went, a symbol that moved is looked for in the other files of its folder,
/// and one that is gone shows its whole file.
struct ExcerptResolver {
    let files: [String: SourceFile]
    /// Where each moved file went, by its shipped path (`SiteSource.moves`).
    var moves: [String: String] = [:]

    /// Excerpts for `notes`, one per file, in the order the notes first name them.
    func excerpts(for notes: [CodeNote]) -> [CodeExcerpt] {
        var order: [String] = []
        var symbolsByFile: [String: [String]] = [:]
        for note in notes {
            for file in note.files {
                if !order.contains(file) { order.append(file) }
                let inThisFile = note.symbols.filter { symbol in
                    note.files.count == 1
                        || files[file].map { !SymbolLocator.lines(of: symbol, in: $0).isEmpty } ?? false
                }
                for symbol in inThisFile
                where !symbolsByFile[file, default: []].contains(where: { CodeExcerpt.sameMember($0, symbol) }) {
                    symbolsByFile[file, default: []].append(symbol)
                }
            }
        }
        var excerpts: [CodeExcerpt] = []
        for excerpt in order.flatMap({ resolve(path: $0, symbols: symbolsByFile[$0] ?? []) }) {
            if let index = excerpts.firstIndex(where: { $0.path == excerpt.path }) {
                let first = excerpts[index]
                let notices = [first.notice, excerpt.notice].compactMap { $0 }
                excerpts[index] = CodeExcerpt(
                    path: first.path, file: first.file ?? excerpt.file,
                    lines: Array(Set(first.lines + excerpt.lines)).sorted(),
                    symbolLines: first.symbolLines.merging(excerpt.symbolLines) { old, _ in old },
                    notice: notices.isEmpty ? nil : notices.joined(separator: " "))
            } else {
                excerpts.append(excerpt)
            }
        }
        return excerpts
    }

    func resolve(path: String, symbols: [String]) -> [CodeExcerpt] {
        if files[path] == nil, let moved = moves[path], files[moved] != nil {
            return resolve(path: moved, symbols: symbols).map { excerpt in
                guard excerpt.path == moved else { return excerpt }
                let notice = ["`\(path)` moved here.", excerpt.notice].compactMap { $0 }.joined(separator: " ")
                return CodeExcerpt(
                    path: moved, file: excerpt.file, lines: excerpt.lines, symbolLines: excerpt.symbolLines,
                    notice: notice)
            }
        }
        var found: [String: Int] = [:]
        var lines = Set<Int>()
        var result: [CodeExcerpt] = []
        var missing: [String] = []
        let file = files[path]
        for symbol in symbols {
            if let file, let first = SymbolLocator.anchorLine(of: symbol, in: file) {
                found[symbol] = first
                lines.formUnion(SymbolLocator.lines(of: symbol, in: file))
            } else if let (otherPath, other) = elsewhere(symbol, near: path) {
                let otherLines = SymbolLocator.lines(of: symbol, in: other)
                result.append(
                    CodeExcerpt(
                        path: otherPath, file: other, lines: otherLines,
                        symbolLines: [symbol: SymbolLocator.anchorLine(of: symbol, in: other) ?? otherLines[0]],
                        notice: "`\(symbol)` is no longer in `\(path)`: it is shown from `\(otherPath)`."))
            } else {
                missing.append(symbol)
            }
        }
        // `AddExpenseScreen.didTapSave()` and `didTapSave()` name one symbol: it is named once.
        let gone = missing.filter { name in !missing.contains { $0 != name && $0.hasSuffix("." + name) } }
        let names = gone.map { "`\($0)`" }.joined(separator: ", ")
        guard let file else {
            let notice =
                "`\(path)` no longer exists"
                + (gone.isEmpty
                    ? "." : ", and \(names) \(gone.count == 1 ? "is" : "are") nowhere in `\(folder(of: path))`.")
            return [CodeExcerpt(path: path, file: nil, lines: [], symbolLines: [:], notice: notice)] + result
        }
        if !gone.isEmpty || symbols.isEmpty {
            let verb = gone.count == 1 ? "exists" : "exist"
            let notice = gone.isEmpty ? nil : "\(names) no longer \(verb) in this file: the whole file is shown."
            let all = Array(1...max(file.lines.count, 1))
            return [CodeExcerpt(path: path, file: file, lines: all, symbolLines: found, notice: notice)] + result
        }
        guard !lines.isEmpty else { return result }
        return [CodeExcerpt(path: path, file: file, lines: lines.sorted(), symbolLines: found, notice: nil)] + result
    }

    /// The folder searched when a symbol moved: `Starter/Cart` for `Starter/Cart/CartScreen.swift`.
    func folder(of path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.prefix(parts.first == "Tests" ? 3 : 2).joined(separator: "/")
    }

    /// The other file of the folder that declares `symbol` or, for a type (or a use of one) that none
    /// declares, the first that uses it: a type the app only uses (`DateFormatter`, `SQLiteDatabase`) moves
    /// with the code that uses it. A member is only ever looked for by its declaration: another file's use
    /// of the same name may be another thing.
    private func elsewhere(_ symbol: String, near path: String) -> (String, SourceFile)? {
        let folder = folder(of: path) + "/"
        let others = files.filter { $0.key.hasPrefix(folder) && $0.key != path }.sorted { $0.key < $1.key }
        // `??` asks for a user only when no file declares it.
        let found =
            others.first { SymbolLocator.declaration(of: symbol, in: $0.value) != nil }
            ?? (symbol.first?.isUppercase == true
                ? others.first { !SymbolLocator.uses(of: symbol, in: $0.value).isEmpty } : nil)
        return found.map { ($0.key, $0.value) }
    }
}
