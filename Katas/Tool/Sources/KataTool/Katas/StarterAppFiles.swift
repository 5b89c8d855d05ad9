import Foundation
import Specs
import Synchronization

/// Which of the Starter's files make up each app, wherever an attendee has moved or renamed them.
///
/// An app's adapter (`Tests/Adapters/Starter/Starter<App>.swift`) is the one place that names the app's
/// types. The app's files are those that declare a top-level name the adapter uses, then every file that
/// declares a top-level name those files use, and so on. A file that more than one app reaches (shared
/// formatting, say) belongs to no one app.
enum StarterAppFiles {
    /// The Starter files of `app`, relative to `root`, sorted.
    static func files(of app: App, root: URL) -> [String] {
        files(of: app, texts: texts(root: root))
    }

    /// The Starter's Swift files that belong to no one app (more than one app uses them, or none does),
    /// relative to `root`, sorted: what a measure of one app's code leaves out.
    static func unowned(root: URL) -> [String] {
        let texts = texts(root: root)
        let reached = reachedFiles(texts: texts)
        let starter = texts.keys.filter { $0.hasPrefix("Starter/") && $0.hasSuffix(".swift") }
        return starter.filter { file in reached.values.filter { $0.contains(file) }.count != 1 }.sorted()
    }

    /// The Starter files of `app` among `texts` (each file's text by its path from the package root: the
    /// Starter's files and the adapters), sorted.
    static func files(of app: App, texts: [String: String]) -> [String] {
        let reached = reachedFiles(texts: texts)
        let others = App.allCases.filter { $0 != app }.compactMap { reached[$0] }
        return (reached[app] ?? []).filter { file in !others.contains { $0.contains(file) } }.sorted()
    }

    /// The Starter files of `app` among `texts` (each file's text by its path from the package root): those
    /// its adapter reaches, or, when its adapter is not among them, those of its shipped folder.
    static func files(of app: App, among texts: [String: String]) -> [String] {
        guard texts[adapterPath(app)] != nil else {
            return texts.keys.filter { $0.hasPrefix(shippedFolder(app) + "/") }.sorted()
        }
        return files(
            of: app, texts: texts.filter { $0.key.hasPrefix("Starter/") || $0.key.hasPrefix("Tests/Adapters/") })
    }

    /// The Starter files of `app` among `sources` (read files by path from the package root), as
    /// `files(of:among:)` finds them in their texts.
    static func files(of app: App, among sources: [String: SourceFile]) -> [String] {
        files(of: app, among: sources.mapValues { $0.lines.joined(separator: "\n") })
    }

    /// Where `app`'s Starter files are as shipped: `Starter/Expenses`, `Starter/Cart`, `Starter/Registration`.
    static func shippedFolder(_ app: App) -> String { AppAudit.folders(of: app).starter }

    /// The Starter's Swift files and the apps' adapters under `root`, each text by its path from `root`.
    private static func texts(root: URL) -> [String: String] {
        let starter = root.appendingPathComponent("Starter")
        var texts: [String: String] = [:]
        for path in (FileManager.default.subpaths(atPath: starter.path) ?? []) where path.hasSuffix(".swift") {
            texts["Starter/\(path)"] = try? String(contentsOf: starter.appendingPathComponent(path), encoding: .utf8)
        }
        for app in App.allCases {
            let adapter = adapterPath(app)
            texts[adapter] = try? String(contentsOf: root.appendingPathComponent(adapter), encoding: .utf8)
        }
        return texts
    }

    /// Every Starter file each app's adapter reaches among `texts`, shared ones included.
    private static func reachedFiles(texts: [String: String]) -> [App: Set<String>] {
        let parsed = texts.keys.filter { $0.hasPrefix("Starter/") && $0.hasSuffix(".swift") }.sorted().compactMap {
            path in texts[path].map { (path: path, names: Names.of($0)) }
        }
        // An extension of a Starter type belongs with that type; one of a type the Starter does not declare
        // (`extension String`, which every app uses) provides only its members, which a file uses after a
        // dot (`price.cents`): another app's label or local of the same name (`total:`) does not reach it.
        let starterTypes = Set(parsed.flatMap(\.names.declared))
        let sources = parsed.map { source in
            let extended = source.names.extensions.filter { starterTypes.contains($0.key) }.keys
            let members = source.names.extensions.filter { !starterTypes.contains($0.key) }.values.joined()
            return (
                path: source.path, provided: source.names.declared.union(extended), members: Set(members),
                names: source.names
            )
        }
        func reached(_ app: App) -> Set<String> {
            let adapter = texts[adapterPath(app)].map { Names.of($0) }
            var used = adapter?.used ?? []
            var usedAsMembers = adapter?.members ?? []
            var files: Set<String> = []
            while let source = sources.first(where: {
                !files.contains($0.path)
                    && (!$0.provided.isDisjoint(with: used) || !$0.members.isDisjoint(with: usedAsMembers))
            }) {
                files.insert(source.path)
                used.formUnion(source.names.used)
                usedAsMembers.formUnion(source.names.members)
            }
            return files
        }
        return Dictionary(uniqueKeysWithValues: App.allCases.map { ($0, reached($0)) })
    }

    /// The adapter of `app`, the one place that names its types: `Tests/Adapters/Starter/StarterShoppingCart.swift`.
    static func adapterPath(_ app: App) -> String { "Tests/Adapters/Starter/Starter\(app.typeName).swift" }

    /// The top-level names a file declares (types, free functions and globals), the types it extends with
    /// the names each extension declares, and every identifier it uses.
    private struct Names {
        var declared: Set<String> = []
        var extensions: [String: Set<String>] = [:]
        var used: Set<String> = []
        /// The identifiers used after a dot: members (`price.cents`, `.cents`).
        var members: Set<String> = []

        private static let introducers: Set<String> = [
            "class", "struct", "enum", "protocol", "actor", "typealias", "func", "let", "var",
        ]

        /// The names of `text`, worked out once a process for each text (the review site asks for the same
        /// files many times): tokenized alone, since a `SourceFile` would also scan symbols nothing here needs.
        static func of(_ text: String) -> Names {
            if let known = known.withLock({ $0[text] }) { return known }
            let names = Names(TokenizedSource(text))
            known.withLock { $0[text] = names }
            return names
        }

        private static let known = Mutex<[String: Names]>([:])

        init(_ source: TokenizedSource) {
            var depth = 0
            // The type of the extension whose body is open (at depth 1), or whose body comes next.
            var extended: String?
            for (index, token) in source.tokens.enumerated() {
                switch token.kind {
                case .punctuation where token.text == "{": depth += 1
                case .punctuation where token.text == "}":
                    depth -= 1
                    if depth == 0 { extended = nil }
                case .identifier:
                    used.insert(token.text)
                    if let previous = source.previousCode(before: index), source.tokens[previous].text == "." {
                        members.insert(token.text)
                    }
                    guard depth <= 1, let next = source.nextCode(after: index), source.tokens[next].kind == .identifier
                    else { break }
                    let name = source.tokens[next].text
                    if depth == 0, token.text == "extension" {
                        extended = name
                        if extensions[name] == nil { extensions[name] = [] }
                    } else if Self.introducers.contains(token.text) {
                        if depth == 0 {
                            declared.insert(name)
                        } else if let extended {
                            extensions[extended, default: []].insert(name)
                        }
                    }
                default: break
                }
            }
        }
    }
}
