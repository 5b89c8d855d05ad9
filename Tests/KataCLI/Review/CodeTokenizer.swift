/// A small Swift tokenizer: keywords, strings (raw, multi-line, interpolated), comments (nested),
/// numbers, attributes, type names. Enough to colour code and to count facts, not a compiler.
enum CodeTokenizer {
    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
        "convenience", "default", "defer", "deinit", "do", "dynamic", "else", "enum", "extension", "fallthrough",
        "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "indirect", "init",
        "inout", "internal", "is", "lazy", "let", "mutating", "nil", "nonisolated", "open", "operator", "override",
        "private", "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self", "set", "some",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "unowned",
        "var", "weak", "where", "while", "willSet", "didSet", "package", "consuming", "borrowing", "sending",
    ]

    /// The tokens of `source`, in order; concatenating their texts gives `source` back.
    static func tokens(_ source: String) -> [CodeToken] {
        var scanner = Scanner(Array(source.unicodeScalars))
        var result: [CodeToken] = []
        while !scanner.atEnd {
            result.append(scanner.next())
        }
        return result
    }

    /// The tokens of `source`, one array per line (a token spanning lines is split at each line break,
    /// line breaks themselves are dropped).
    static func lines(_ source: String) -> [[CodeToken]] {
        var lines: [[CodeToken]] = [[]]
        for token in tokens(source) {
            guard token.text.utf8.contains(UInt8(ascii: "\n")) else {
                if !token.text.isEmpty { lines[lines.count - 1].append(token) }
                continue
            }
            let parts = token.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 { lines.append([]) }
                if !part.isEmpty { lines[lines.count - 1].append(CodeToken(kind: token.kind, text: String(part))) }
            }
        }
        return lines
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var position = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { position >= scalars.count }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            position + offset < scalars.count ? scalars[position + offset] : nil
        }

        func text(from start: Int) -> String {
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars[start..<position])
            return string
        }

        mutating func next() -> CodeToken {
            let start = position
            let scalar = scalars[position]
            if scalar.properties.isWhitespace {
                while let next = peek(), next.properties.isWhitespace { position += 1 }
                return CodeToken(kind: .space, text: text(from: start))
            }
            if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { position += 1 }
                return CodeToken(kind: .comment, text: text(from: start))
            }
            if scalar == "/", peek(1) == "*" {
                skipBlockComment()
                return CodeToken(kind: .comment, text: text(from: start))
            }
            if scalar == "\"" || (scalar == "#" && (peek(1) == "\"" || peek(1) == "#")) {
                if skipString() { return CodeToken(kind: .string, text: text(from: start)) }
                position = start
            }
            if scalar.properties.numericType != nil, scalar.isASCII {
                while let next = peek(),
                    next.properties.isAlphabetic || next.properties.numericType != nil
                        || next == "_" || (next == "." && peek(1)?.properties.numericType != nil)
                {
                    position += 1
                }
                return CodeToken(kind: .number, text: text(from: start))
            }
            if scalar == "@" || scalar == "#" || isIdentifierStart(scalar) {
                position += 1
                while let next = peek(), isIdentifierPart(next) { position += 1 }
                let word = text(from: start)
                if scalar == "@" || scalar == "#" { return CodeToken(kind: .attribute, text: word) }
                if scalar == "`" || keywords.contains(word) { return CodeToken(kind: .keyword, text: word) }
                let isType = scalar.properties.isUppercase
                return CodeToken(kind: isType ? .typeName : .identifier, text: word)
            }
            position += 1
            if scalar == "!" || scalar == "?", start > 0, text(from: start - 2) == "as\(scalar)" {
                return CodeToken(kind: .keyword, text: String(scalar))
            }
            return CodeToken(kind: .punctuation, text: String(scalar))
        }

        private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
        }

        private func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
            isIdentifierStart(scalar) || scalar.properties.numericType != nil
        }

        private mutating func skipBlockComment() {
            var depth = 0
            while !atEnd {
                if peek() == "/", peek(1) == "*" {
                    depth += 1
                    position += 2
                } else if peek() == "*", peek(1) == "/" {
                    depth -= 1
                    position += 2
                    if depth == 0 { return }
                } else {
                    position += 1
                }
            }
        }

        /// Skips a string literal starting here; false when `#` does not start one.
        private mutating func skipString() -> Bool {
            var hashes = 0
            while peek() == "#" {
                hashes += 1
                position += 1
            }
            guard peek() == "\"" else { return false }
            let multiLine = peek(1) == "\"" && peek(2) == "\""
            position += multiLine ? 3 : 1
            let closing = String(repeating: "\"", count: multiLine ? 3 : 1) + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            while !atEnd {
                if matches(escape) {
                    position += escape.unicodeScalars.count
                    if peek() == "(" {
                        skipInterpolation()
                    } else if !atEnd {
                        position += 1
                    }
                } else if matches(closing) {
                    position += closing.unicodeScalars.count
                    return true
                } else if !multiLine, peek() == "\n" {
                    return true
                } else {
                    position += 1
                }
            }
            return true
        }

        private mutating func skipInterpolation() {
            var depth = 0
            while !atEnd {
                let scalar = scalars[position]
                if scalar == "\"" || scalar == "#" && peek(1) == "\"" {
                    if skipString() { continue }
                }
                position += 1
                if scalar == "(" { depth += 1 }
                if scalar == ")" {
                    depth -= 1
                    if depth == 0 { return }
                }
            }
        }

        private func matches(_ text: String) -> Bool {
            for (offset, scalar) in text.unicodeScalars.enumerated() where peek(offset) != scalar {
                return false
            }
            return true
        }
    }
}
