import Foundation

/// The facts the audit reports, computed from a set of Swift files (one design of one app).
struct SourceFacts {
    let files: [SourceFile]

    static let singletonNames: Set<String> = ["shared", "instance", "default", "current", "standard"]
    static let storageWords = ["SQLite", "Database", "database", "Backend", "backend", "API", "Storage"]
    static let declaringKeywords: Set<String> = ["func", "let", "var", "case"]
    static let sqlWords = ["SELECT ", "INSERT ", "DELETE ", "UPDATE ", "CREATE ", "PRAGMA "]

    /// `3 files, 240 lines of code` (lines that are not blank and not only a comment).
    var size: AuditValue {
        AuditValue(
            summary: "\(files.count) files, \(files.map(\.codeLineCount).reduce(0, +)) lines of code",
            details: files.map { "\($0.path): \($0.codeLineCount) lines" })
    }

    /// The type whose declaration spans the most lines, and the function that does.
    var largest: AuditValue {
        let symbols = files.flatMap { file in file.symbols.map { (file.path, $0) } }
        let type = symbols.filter { $0.1.isType }.max { $0.1.lineCount < $1.1.lineCount }
        let function = symbols.filter { $0.1.isFunction }.max { $0.1.lineCount < $1.1.lineCount }
        let typeText = type.map { "type \($0.1.name) (\($0.1.lineCount) lines)" } ?? "no type"
        let functionText = function.map { "function \($0.1.qualifiedName) (\($0.1.lineCount) lines)" } ?? "no function"
        return AuditValue(
            summary: "\(typeText); \(functionText)",
            details: [type, function].compactMap { $0 }.map { "\($0.0):\($0.1.firstLine) \($0.1.qualifiedName)" })
    }

    /// Static properties named like a singleton, any stored `static var`, and stored `var`s outside every type
    /// and function. A computed property, or a protocol's requirement (`static var title: String { get }`),
    /// keeps no state.
    var globalState: AuditValue {
        var found: [String] = []
        for file in files {
            let symbols = file.symbols
            let tokens = file.significantTokens
            for (index, item) in tokens.enumerated() where ["var", "let"].contains(item.token.text) {
                guard index + 1 < tokens.count,
                    let declaration = symbols.first(where: {
                        $0.firstLine == item.line && $0.name == tokens[index + 1].token.text
                    })
                else { continue }
                let modifiers = tokens[..<index].reversed().prefix { $0.line == item.line }.map(\.token.text)
                let isStatic = modifiers.contains("static") || modifiers.contains("class")
                let isTopLevel = !symbols.contains {
                    $0 != declaration && $0.firstLine < item.line && $0.lastLine >= item.line
                        && $0.lastLine > $0.firstLine
                }
                let place = "\(file.path):\(item.line) \(declaration.qualifiedName)"
                if isStatic && Self.singletonNames.contains(declaration.name) {
                    found.append("singleton " + place)
                } else if (isStatic || isTopLevel) && item.token.text == "var"
                    && !Self.isComputed(tokens[(index + 1)...].prefix { $0.line == item.line }.map(\.token.text))
                {
                    found.append("global var " + place)
                }
            }
        }
        let singletons = found.filter { $0.hasPrefix("singleton") }.count
        return AuditValue(
            summary: "\(singletons.counted("singleton")), \((found.count - singletons).counted("global var"))",
            details: found)
    }

    /// `as!`, `as?` and `is`, and `switch`es whose cases are string literals or type patterns.
    var typeChecks: AuditValue {
        var checks: [String] = []
        var switches: [String] = []
        for file in files {
            let tokens = file.significantTokens
            for (index, item) in tokens.enumerated() {
                let next = index + 1 < tokens.count ? tokens[index + 1].token.text : ""
                if item.token.text == "as", next == "!" || next == "?" {
                    checks.append("\(file.path):\(item.line) as\(next)")
                } else if item.token.text == "is", item.token.kind == .keyword {
                    checks.append("\(file.path):\(item.line) is")
                } else if item.token.text == "switch", switchesOverNames(tokens, from: index) {
                    switches.append("\(file.path):\(item.line) switch over names")
                }
            }
        }
        return AuditValue(
            summary:
                "\(checks.count.counted("type check or cast", "type checks or casts")), \(switches.count.counted("switch", "switches")) over names",
            details: checks + switches)
    }

    /// Screens (files named `…Screen`, `…View`, `…ViewController`, `…Cell`, or in a `Screens`, `Views` or
    /// `UI` folder: the names attendees give screens when they move them) that name a
    /// storage or backend type or member, or hold SQL. A name the file declares itself (a wording function
    /// `notAnExpenseDatabase`, a property `database` of a role type) names nothing outside the screen.
    var screensNamingStorage: AuditValue {
        let screens = files.filter { file in
            let name = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
            return file.path.split(separator: "/").dropLast().contains { ["Screens", "Views", "UI"].contains($0) }
                || ["Screen", "ViewController", "Cell"].contains { name.contains($0) } || name.hasSuffix("View")
        }
        let details = screens.compactMap { screen -> String? in
            var seen = Set<String>()
            let tokens = screen.significantTokens
            let declared = Set(
                tokens.indices.dropFirst().filter { index in
                    tokens[index].token.kind == .identifier
                        && Self.declaringKeywords.contains(tokens[index - 1].token.text)
                }.map { tokens[$0].token.text })
            let names = tokens.compactMap { _, token -> String? in
                let isName = token.kind == .identifier && !declared.contains(token.text) || token.kind == .typeName
                if isName, Self.storageWords.contains(where: { token.text.contains($0) }) { return token.text }
                if token.kind == .string, Self.sqlWords.contains(where: { token.text.contains($0) }) { return "SQL" }
                return nil
            }.filter { seen.insert($0).inserted }
            return names.isEmpty ? nil : "\(screen.path): \(names.joined(separator: ", "))"
        }
        return AuditValue(summary: "\(details.count) of \(screens.count.counted("screen"))", details: details)
    }

    /// Whether a property's declaration, from its name to the end of its line, has a body and no initial
    /// value: `title: String { get }` or `title: String { "Today" }`, not `retries = 3` nor `x = 0 { didSet`.
    static func isComputed(_ declaration: [String]) -> Bool {
        declaration.first { $0 == "=" || $0 == "{" } == "{"
    }

    /// What a type's header names after its `:`, from the tokens that follow the type's name: past a generic
    /// parameter clause (`PeriodFeed<P: Period>: ReportFeed` conforms to `ReportFeed` only), up to its body
    /// or `where`.
    static func conformances(following name: some Sequence<HighlightedToken>) -> [String] {
        let header = Array(name.prefix { $0.text != "{" && $0.text != "where" })
        let colon = pastGenericClause(header.map(\.text), from: 0)
        guard colon < header.count, header[colon].text == ":" else { return [] }
        return header[colon...].filter { $0.kind == .typeName }.map(\.text)
    }

    /// The index just past a generic parameter clause that starts at `index` (`<Period: Strategy>`), or
    /// `index` when none starts there.
    private static func pastGenericClause(_ texts: [String], from index: Int) -> Int {
        guard index < texts.count, texts[index].hasPrefix("<") else { return index }
        var depth = 0
        for position in index..<texts.count where texts[position].allSatisfy({ $0 == "<" || $0 == ">" }) {
            // `>>` closes two clauses at once: `<P: Period<Day>>`.
            depth += texts[position].count { $0 == "<" } - texts[position].count { $0 == ">" }
            if depth <= 0 { return position + 1 }
        }
        return texts.count
    }

    /// Every protocol, and the types that declare they conform to it.
    var protocols: AuditValue {
        var conformers: [String: [String]] = [:]
        var names: [String] = []
        for file in files {
            let tokens = file.significantTokens
            for (index, item) in tokens.enumerated()
            where item.token.kind == .keyword && Symbol.typeKeywords.contains(item.token.text) {
                guard index + 1 < tokens.count else { continue }
                let name = tokens[index + 1].token.text
                if item.token.text == "protocol" { names.append(name) }
                for parent in Self.conformances(following: tokens[(index + 2)...].lazy.map(\.token)) {
                    conformers[parent, default: []].append(name)
                }
            }
        }
        // A protocol that refines another (`ExpenseStore: ExpenseSaver`) plays no role itself: the types that
        // conform to it do, through it.
        let protocols = Set(names)
        func players(of role: String, seen: Set<String> = []) -> [(type: String, through: String?)] {
            (conformers[role] ?? []).flatMap { conformer -> [(type: String, through: String?)] in
                guard protocols.contains(conformer) else { return [(conformer, nil)] }
                guard !seen.contains(conformer) else { return [] }
                return players(of: conformer, seen: seen.union([role])).map { ($0.type, $0.through ?? conformer) }
            }
        }
        let played = names.map { name in (name, players(of: name)) }
        let playerCount = Set(played.flatMap { $0.1.map(\.type) }).count
        return AuditValue(
            summary: "\(names.count.counted("protocol")), \(playerCount.counted("conformer"))",
            details: played.map { name, players in
                var seen: Set<String> = []
                let listed = players.filter { seen.insert($0.type).inserted }.map { player in
                    player.type + (player.through.map { " (through \($0))" } ?? "")
                }
                return "\(name): " + (listed.isEmpty ? "no conformer" : listed.joined(separator: ", "))
            })
    }

    private func switchesOverNames(_ tokens: [(line: Int, token: HighlightedToken)], from index: Int) -> Bool {
        var depth = 0
        for position in (index + 1)..<tokens.count {
            let text = tokens[position].token.text
            if text == "{" { depth += 1 }
            if text == "}" {
                depth -= 1
                if depth == 0 { return false }
            }
            if depth == 1, text == "case", position + 1 < tokens.count {
                let next = tokens[position + 1].token
                if next.kind == .string || next.text == "is" { return true }
                if next.text == "let", position + 3 < tokens.count, tokens[position + 3].token.text == "as" {
                    return true
                }
            }
        }
        return false
    }
}
