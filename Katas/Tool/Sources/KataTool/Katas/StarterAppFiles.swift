import Foundation
import Specs

/// Which of the Starter's files make up each app, wherever an attendee has moved or renamed them.
///
/// An app's adapter (`Tests/Adapters/Starter/Starter<App>.swift`) is the one place that names the app's
/// types. The app's files are those that declare a top-level name the adapter uses, then every file that
/// declares a top-level name those files use, and so on. A file that more than one app reaches (shared
/// formatting, say) belongs to no one app.
enum StarterAppFiles {
    /// The Starter files of `app`, relative to `root`, sorted.
    static func files(of app: App, root: URL) -> [String] {
        // Read as text and tokenized once: a `SourceFile` would also scan symbols nothing here needs.
        let starter = root.appendingPathComponent("Starter")
        let sources = (FileManager.default.subpaths(atPath: starter.path) ?? []).filter { $0.hasSuffix(".swift") }
            .sorted().compactMap { path in
                (try? String(contentsOf: starter.appendingPathComponent(path), encoding: .utf8)).map {
                    (path: "Starter/\(path)", names: Names(TokenizedSource($0)))
                }
            }
        func reached(_ app: App) -> Set<String> {
            let adapter = root.appendingPathComponent("Tests/Adapters/Starter/Starter\(app.typeName).swift")
            var used = (try? String(contentsOf: adapter, encoding: .utf8)).map { Names(TokenizedSource($0)).used } ?? []
            var files: Set<String> = []
            while let source = sources.first(where: {
                !files.contains($0.path) && !$0.names.declared.isDisjoint(with: used)
            }) {
                files.insert(source.path)
                used.formUnion(source.names.used)
            }
            return files
        }
        let others = App.allCases.filter { $0 != app }.map(reached)
        return reached(app).filter { file in !others.contains { $0.contains(file) } }.sorted()
    }

    /// The top-level names a file declares (types, extensions of types, free functions and globals) and
    /// every identifier it uses.
    private struct Names {
        var declared: Set<String> = []
        var used: Set<String> = []

        private static let introducers: Set<String> = [
            "class", "struct", "enum", "protocol", "actor", "typealias", "extension", "func", "let", "var",
        ]

        init(_ source: TokenizedSource) {
            var depth = 0
            for (index, token) in source.tokens.enumerated() {
                switch token.kind {
                case .punctuation where token.text == "{": depth += 1
                case .punctuation where token.text == "}": depth -= 1
                case .identifier:
                    used.insert(token.text)
                    if depth == 0, Self.introducers.contains(token.text), let next = source.nextCode(after: index),
                        source.tokens[next].kind == .identifier
                    {
                        declared.insert(source.tokens[next].text)
                    }
                default: break
                }
            }
        }
    }
}
