import Specs

/// One app's code as a table has it now, as the smell checks read it: the app's Starter files, wherever they
/// were moved (`StarterAppFiles`: those its adapter reaches), and its adapter, as tokens (no compiler). Types are found by what they hold (the screen that draws
/// `[Cancel] [Save]`), never by their names, so a renamed type or a moved file reads the same.
struct AppCode {
    /// A place in the code: a file and a 1-based line.
    struct Place: Hashable, Sendable {
        let path: String
        let line: Int
    }

    /// A code token (no space, no comment) and its line; a string's interpolations follow it as code.
    struct Token {
        let line: Int
        let text: String
        let kind: HighlightedToken.Kind
    }

    /// A type's declaration or an extension of it: its name, its lines and what it conforms to.
    struct TypeCode {
        let name: String
        let keyword: String
        let path: String
        let lines: ClosedRange<Int>
        let conformances: [String]
    }

    let starter: [SourceFile]
    let adapter: [SourceFile]
    /// Each file's tokens, by path.
    let tokens: [String: [Token]]
    /// Each file's tokens by line, by path.
    private let byLine: [String: [Int: [Token]]]
    /// The types of the app's Starter (not the adapter's), with their extensions.
    let types: [TypeCode]
    /// The `static` functions and stored properties of the app's Starter, each with the type that declares it.
    let staticFunctions: [(owner: String, symbol: Symbol, place: Place)]
    let staticProperties: [(owner: String, symbol: Symbol, place: Place)]

    init(app: App, files: [String: SourceFile]) {
        adapter = files[StarterAppFiles.adapterPath(app)].map { [$0] } ?? []
        starter = StarterAppFiles.files(of: app, among: files)
            .compactMap { files[$0] }
        tokens = Dictionary(uniqueKeysWithValues: (starter + adapter).map { ($0.path, Self.tokens(of: $0)) })
        byLine = tokens.mapValues { Dictionary(grouping: $0) { $0.line } }
        types = starter.flatMap { file in
            file.symbols.filter { $0.isType && !$0.isLocal }.map { symbol in
                TypeCode(
                    name: symbol.name, keyword: symbol.keyword, path: file.path,
                    lines: symbol.firstLine...symbol.lastLine,
                    conformances: Self.conformances(of: symbol, in: file))
            }
        }
        let byLine = self.byLine
        let members = starter.flatMap { file in
            file.symbols.filter { symbol in
                !symbol.isLocal && symbol.parent != nil
                    && (byLine[file.path]?[symbol.firstLine] ?? []).prefix { $0.text != symbol.keyword }
                        .contains { $0.text == "static" || $0.text == "class" }
            }.map { ($0.parent ?? "", $0, Place(path: file.path, line: $0.firstLine)) }
        }
        staticFunctions = members.filter { $0.1.keyword == "func" }
        staticProperties = members.filter { ["var", "let"].contains($0.1.keyword) }
    }

    var isEmpty: Bool { starter.isEmpty }

    // MARK: - Types

    /// The type (with its extensions) that holds a string literal containing `marker` in the app's Starter,
    /// e.g. the screen that draws `[Cancel] [Save]`; nil when no type holds it.
    func type(holding marker: String) -> [TypeCode]? {
        types(holding: marker).first
    }

    /// Every type that shows a string literal containing `marker`, each with its extensions, in file order:
    /// the type around the literal, or, when the literal is a `static` member's (a table of the screens'
    /// words: `ShopWording.emptyCart`), each type that reads that member, since that is the screen.
    func types(holding marker: String) -> [[TypeCode]] {
        var names: [String] = []
        for file in starter {
            for token in tokens[file.path] ?? [] where token.kind == .string && token.text.contains(marker) {
                for name in shownBy(Place(path: file.path, line: token.line)) where !names.contains(name) {
                    names.append(name)
                }
            }
        }
        return names.map(parts)
    }

    /// The types that show a string literal at `place`: the readers of the `static` member it is written in,
    /// or, when it is written in none or nothing else reads it, the type around it.
    private func shownBy(_ place: Place) -> [String] {
        let owner = innermostType(at: place)?.name
        guard let owner, let member = declaration(at: place),
            (staticFunctions + staticProperties).contains(where: {
                $0.owner == owner && $0.place == Place(path: place.path, line: member.firstLine)
            })
        else { return owner.map { [$0] } ?? [] }
        var readers: [String] = []
        for line in lines(where: { Self.has([owner, ".", member.name], in: $0) }) {
            if let reader = innermostType(at: line)?.name, reader != owner, !readers.contains(reader) {
                readers.append(reader)
            }
        }
        return readers.isEmpty ? [owner] : readers
    }

    /// The declaration and the extensions of the type `name`.
    func parts(_ name: String) -> [TypeCode] { types.filter { $0.name == name } }

    /// The innermost type (not an extension's body: the extended type's name) around a place.
    func innermostType(at place: Place) -> TypeCode? {
        types.filter { $0.path == place.path && $0.lines.contains(place.line) }.min { $0.lines.count < $1.lines.count }
    }

    /// Whether `name` is a type of the app that is not a protocol.
    func isConcreteType(_ name: String) -> Bool {
        types.contains { $0.name == name && $0.keyword != "protocol" && $0.keyword != "extension" }
    }

    // MARK: - Lines

    /// The lines of `scope` (parts of types; nil for the whole Starter) whose tokens match `test`, in order.
    func lines(in scope: [TypeCode]? = nil, files: [SourceFile]? = nil, where test: ([Token]) -> Bool) -> [Place] {
        let ranges: [(String, ClosedRange<Int>?)] =
            scope.map { $0.map { ($0.path, $0.lines) } } ?? (files ?? starter).map { ($0.path, nil) }
        return ranges.flatMap { path, range -> [Place] in
            let lines = byLine[path] ?? [:]
            return lines.keys.sorted().filter { line in
                (range?.contains(line) ?? true) && test(lines[line] ?? [])
            }.map { Place(path: path, line: $0) }
        }
    }

    /// The tokens of `scope`'s lines, in order, each with its place.
    func tokens(in scope: [TypeCode]) -> [(place: Place, token: Token)] {
        scope.flatMap { part in
            (tokens[part.path] ?? []).filter { part.lines.contains($0.line) }.map {
                (Place(path: part.path, line: $0.line), $0)
            }
        }
    }

    /// The non-local declaration of a function, property or type member that holds `place`: the smallest.
    func declaration(at place: Place) -> Symbol? {
        (starter + adapter).first { $0.path == place.path }?.symbols
            .filter { !$0.isLocal && !$0.isType && $0.firstLine <= place.line && $0.lastLine >= place.line }
            .min { $0.lineCount < $1.lineCount }
    }

    /// The functions or the stored properties declared `static` in the app's Starter, each with its type.
    func staticMembers(functions: Bool) -> [(owner: String, symbol: Symbol, place: Place)] {
        functions ? staticFunctions : staticProperties
    }

    /// The global instances: `static` properties that hold an instance of one of the app's types, made there
    /// (`= CartManager()`) or declared of it (`: ExpenseTrackerApp!`). A constant (`= Currency.allCases`) is none.
    var globals: [(owner: String, name: String, place: Place)] {
        staticProperties.compactMap { owner, symbol, place in
            let line = lineTokens(place.path, place.line)
            guard let name = line.firstIndex(where: { $0.text == symbol.name }) else { return nil }
            let after = Array(line[(name + 1)...])
            guard after.count >= 2, after[1].kind == .typeName, isConcreteType(after[1].text) else { return nil }
            let made = after[0].text == "=" && after.count > 2 && after[2].text == "("
            let declared = after[0].text == ":" && (after.count == 2 || ["!", "?", "="].contains(after[2].text))
            return made || declared ? (owner, symbol.name, place) : nil
        }
    }

    /// The lines of `scope` that read one of the globals: `Owner.name`.
    func readsOfGlobals(in scope: [TypeCode]? = nil, files: [SourceFile]? = nil) -> [Place] {
        let globals = self.globals
        return lines(in: scope, files: files) { line in
            globals.contains { global in Self.has([global.owner, ".", global.name], in: line) }
        }
    }

    /// The tokens of one line of a file.
    func lineTokens(_ path: String, _ line: Int) -> [Token] { byLine[path]?[line] ?? [] }

    /// Whether `line` holds the token texts `sequence`, one after the other.
    static func has(_ sequence: [String], in line: [Token]) -> Bool {
        guard line.count >= sequence.count, !sequence.isEmpty else { return false }
        return (0...(line.count - sequence.count)).contains { start in
            sequence.indices.allSatisfy { line[start + $0].text == sequence[$0] }
        }
    }

    /// Whether `line` holds a string literal containing `text`.
    static func has(string text: String, in line: [Token]) -> Bool {
        line.contains { $0.kind == .string && $0.text.contains(text) }
    }

    // MARK: - Reading

    /// A file's code tokens, each string followed by the code of its interpolations (`\(cart.count)`).
    private static func tokens(of file: SourceFile) -> [Token] {
        file.significantTokens.flatMap { line, token -> [Token] in
            let own = Token(line: line, text: token.text, kind: token.kind)
            guard token.kind == .string else { return [own] }
            return [own]
                + interpolations(in: token.text).flatMap { code in
                    TokenHighlighter.tokens(code).filter { $0.kind != .space && $0.kind != .comment }.map {
                        Token(line: line, text: $0.text, kind: $0.kind)
                    }
                }
        }
    }

    /// The code of each `\( … )` of a string literal.
    private static func interpolations(in literal: String) -> [String] {
        var found: [String] = []
        var rest = Substring(literal)
        while let start = rest.range(of: "\\(") {
            var depth = 1
            var end = start.upperBound
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 }
                if rest[end] == ")" { depth -= 1 }
                if depth > 0 { end = rest.index(after: end) }
            }
            found.append(String(rest[start.upperBound..<end]))
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
        }
        return found
    }

    /// What a type's header names after its `:` (`SourceFacts.conformances(following:)`).
    private static func conformances(of symbol: Symbol, in file: SourceFile) -> [String] {
        SourceFacts.conformances(
            following: file.significantTokens.drop { $0.line < symbol.firstLine }
                .drop { $0.token.text != symbol.name }.dropFirst().lazy.map(\.token))
    }
}
