/// Finds the symbols of a Swift file and how far each one reaches, by following brackets.
enum SymbolScanner {
    static let keywords = Symbol.typeKeywords.union(Symbol.functionKeywords)
        .union(["var", "let", "case", "typealias"])
    private static let continuingEnds: Set<String> = ["=", ",", "->", ":", "&", "(", "[", "{"]
    private static let continuingStarts: Set<String> = [
        "{", "->", "where", "throws", "rethrows", "async", ".", "=", "?", ":", "&",
    ]

    static func symbols(in file: SourceFile) -> [Symbol] {
        let tokens = file.significantTokens
        var found: [Symbol] = []
        // For each open brace, whether it opens a type's body; a declaration under any other brace is local.
        var openBraces: [Bool] = []
        var typeHeaderOpen = false
        for index in tokens.indices {
            let token = tokens[index].token
            if token.kind == .punctuation, token.text == "{" {
                openBraces.append(typeHeaderOpen)
                typeHeaderOpen = false
            } else if token.kind == .punctuation, token.text == "}" {
                _ = openBraces.popLast()
            }
            guard token.kind == .keyword, keywords.contains(token.text) else { continue }
            guard let name = name(after: index, in: tokens) else { continue }
            let declaration = Symbol(
                keyword: token.text, name: name, firstLine: tokens[index].line,
                lastLine: lastLine(from: index, in: tokens),
                labels: Symbol.functionKeywords.contains(token.text) ? labels(after: index, in: tokens) : nil,
                isLocal: openBraces.contains(false))
            typeHeaderOpen = declaration.isType
            found.append(declaration)
        }
        return found.map { declaration in
            var declaration = declaration
            declaration.parent =
                found
                .filter {
                    $0.isType && $0 != declaration && $0.firstLine <= declaration.firstLine
                        && $0.lastLine >= declaration.lastLine && $0.lastLine > $0.firstLine
                }
                .max { $0.firstLine < $1.firstLine }?.name
            return declaration
        }
    }

    private static func name(after index: Int, in tokens: [(line: Int, token: HighlightedToken)]) -> String? {
        let keyword = tokens[index].token.text
        if keyword == "init" || keyword == "subscript" || keyword == "deinit" {
            if index > 0, tokens[index - 1].token.text == "." { return nil }
            return keyword
        }
        guard index + 1 < tokens.count else { return nil }
        let next = tokens[index + 1].token
        guard next.kind == .identifier || next.kind == .typeName else { return nil }
        if keyword == "case", index > 0, ["if", "guard", "while", "for"].contains(tokens[index - 1].token.text) {
            return nil
        }
        return next.text.trimmingCharacters(in: ["`"])
    }

    /// The argument labels of the function declared at `index`: the first name of each parameter, in order.
    private static func labels(after index: Int, in tokens: [(line: Int, token: HighlightedToken)]) -> [String] {
        var open = index + 1
        var angleDepth = 0
        while open < tokens.count {
            let text = tokens[open].token.text
            if text == "<" { angleDepth += 1 }
            if text == ">" { angleDepth -= 1 }
            if text == "(", angleDepth <= 0 { break }
            if text == "{" { return [] }
            open += 1
        }
        var labels: [String] = []
        var depth = 0
        var names: [String] = []
        var afterColon = false
        for position in open..<tokens.count {
            let token = tokens[position].token
            if token.text == ">", position > 0, tokens[position - 1].token.text == "-" { continue }
            if token.kind == .punctuation, ["(", "[", "<"].contains(token.text) {
                depth += 1
                if depth == 1 { continue }
            }
            if token.kind == .punctuation, [")", "]", ">"].contains(token.text) {
                depth -= 1
                if depth == 0 {
                    if let first = names.first { labels.append(first) }
                    return labels
                }
            }
            guard depth == 1 else { continue }
            if token.text == "," {
                if let first = names.first { labels.append(first) }
                names = []
                afterColon = false
            } else if token.text == ":" {
                afterColon = true
            } else if !afterColon {
                names.append(token.text)
            }
        }
        return labels
    }

    /// The last line of the declaration starting at `index`: its body's closing brace, or the end of the
    /// statement when it has no body.
    private static func lastLine(from index: Int, in tokens: [(line: Int, token: HighlightedToken)]) -> Int {
        var depth = 0
        for position in index..<tokens.count {
            let (line, token) = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if depth < 0 { return position > 0 ? tokens[position - 1].line : line }
                    if depth == 0, token.text == "}" { return line }
                default: break
                }
            }
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            // A statement goes on past its line when the line ends, or the next one starts, with a continuation.
            if depth == 0, next?.line != line, !continuingEnds.contains(token.text),
                !continuingStarts.contains(next?.token.text ?? "")
            {
                return line
            }
        }
        return tokens.last?.line ?? 1
    }
}
