import Foundation
import Synchronization

/// A Swift file of the package, read when it is asked for: its lines, their tokens and its symbols,
/// each worked out once (the review site looks symbols up in the same files hundreds of times).
struct SourceFile: Sendable {
    /// The path from the package root, e.g. `Starter/Cart/CartScreen.swift`.
    let path: String
    let lines: [String]
    let tokenLines: [[HighlightedToken]]
    /// The tokens that are neither space nor comment, with the 1-based line each is on.
    let significantTokens: [(line: Int, token: HighlightedToken)]
    /// Each line without its comments: the code the audit searches.
    let codeLines: [String]
    private(set) var symbols: [Symbol] = []

    init(path: String, text: String) {
        self.path = path
        tokenLines = TokenHighlighter.lines(text)
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" && lines.count > 1 { lines.removeLast() }
        self.lines = lines
        codeLines = tokenLines.map { tokens in tokens.filter { $0.kind != .comment }.map(\.text).joined() }
        significantTokens = tokenLines.enumerated().flatMap { index, tokens in
            tokens.filter { $0.kind != .space && $0.kind != .comment }.map { (index + 1, $0) }
        }
        symbols = SymbolScanner.symbols(in: self)
    }

    /// The file at `path` under `root`, or nil when there is none. A file read before in this process,
    /// with the same text, is not tokenized again: one `swift test` builds the review site and checks
    /// `kata audit` on every app, each reading every file of the apps, several at once. A file is
    /// tokenized while the memory is locked, so two threads that read it at once tokenize it once.
    static func read(_ path: String, under root: URL) -> SourceFile? {
        let url = root.appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let key = url.standardizedFileURL.path
        return alreadyRead.withLock { known in
            if let file = known[key], file.text == text, file.file.path == path { return file.file }
            let file = SourceFile(path: path, text: text)
            known[key] = (text, file)
            return file
        }
    }

    private static let alreadyRead = Mutex<[String: (text: String, file: SourceFile)]>([:])

    /// Every `.swift` file under the folder `path` of `root`, sorted by path.
    static func all(under path: String, of root: URL) -> [SourceFile] {
        let paths = FileManager.default.subpaths(atPath: root.appendingPathComponent(path).path) ?? []
        return paths.filter { URL(fileURLWithPath: $0).pathExtension == "swift" }.map { path + "/" + $0 }.sorted()
            .compactMap { read($0, under: root) }
    }

    /// Lines that hold code (not blank, not only a comment).
    var codeLineCount: Int {
        tokenLines.filter { line in line.contains { $0.kind != .space && $0.kind != .comment } }.count
    }
}
