/// A small Swift tokenizer: enough to tell code from strings, comments and attributes, and to find
/// operators, numbers and calls. Every byte of the source belongs to exactly one token, so the tokens'
/// texts joined give the source back.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    private init(_ source: String) {
        bytes = Array(source.utf8)
    }

    static func tokens(of source: String) -> [SwiftToken] {
        Array(sequence(state: SwiftTokenizer(source)) { $0.next() })
    }

    private static let operatorBytes = Set("/=-+!*%<>&|^~?".utf8)
    private static let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
    private static let directives: Set<String> = [
        "#if", "#elseif", "#else", "#endif", "#warning", "#error", "#sourceLocation",
    ]

    private mutating func next() -> SwiftToken? {
        guard position < bytes.count else { return nil }
        let start = position
        let startLine = line
        let kind = scan()
        if position == start { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        line += bytes[start..<position].filter { $0 == UInt8(ascii: "\n") }.count
        return SwiftToken(kind: kind, text: text, offset: start, line: startLine)
    }

    private mutating func scan() -> SwiftToken.Kind {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\n"):
            position += 1
            return .newline
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            skip { " \t\r".utf8.contains($0) }
            return .whitespace
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            skip { $0 != UInt8(ascii: "\n") }
            return .comment
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            skipBlockComment()
            return .comment
        case UInt8(ascii: "\""):
            skipString(hashes: 0)
            return .string
        case UInt8(ascii: "#"):
            return scanHash()
        case UInt8(ascii: "@") where peek(1).map(Self.isIdentifierStart) == true:
            position += 1
            skip(while: Self.isIdentifierPart)
            if peek(0) == UInt8(ascii: "(") { skipBalanced() }
            return .attribute
        case UInt8(ascii: "`"):
            position += 1
            skip { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "\n") }
            if peek(0) == UInt8(ascii: "`") { position += 1 }
            return .identifier
        case Self.digits:
            return scanNumber()
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                skip { $0 == UInt8(ascii: ".") || Self.operatorBytes.contains($0) }
                return .operator
            }
            position += 1
            return .punctuation
        case _ where Self.operatorBytes.contains(byte):
            while position < bytes.count, Self.operatorBytes.contains(bytes[position]) {
                if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
                    break
                }
                position += 1
            }
            return .operator
        case _ where Self.isIdentifierStart(byte):
            skip(while: Self.isIdentifierPart)
            return .identifier
        default:
            position += 1
            return .punctuation
        }
    }

    private func peek(_ distance: Int) -> UInt8? {
        position + distance < bytes.count ? bytes[position + distance] : nil
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || "_$".utf8.contains(byte) || Character(UnicodeScalar(byte)).isLetter
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || digits.contains(byte)
    }

    private mutating func skip(while belongs: (UInt8) -> Bool) {
        while position < bytes.count, belongs(bytes[position]) { position += 1 }
    }

    private mutating func scanNumber() -> SwiftToken.Kind {
        var integer = true
        while position < bytes.count {
            let byte = bytes[position]
            if Self.digits.contains(byte) || byte == UInt8(ascii: "_") {
                position += 1
            } else if Self.isIdentifierStart(byte) {
                integer = false
                position += 1
            } else if byte == UInt8(ascii: "."), let after = peek(1), Self.digits.contains(after) {
                integer = false
                position += 1
            } else if "-+".utf8.contains(byte), !integer, "eEpP".utf8.contains(bytes[position - 1]) {
                position += 1
            } else {
                break
            }
        }
        return integer ? .integer : .number
    }

    /// `#/…/#` regular expression literals, `#"raw"#` strings, `#if` lines, `#available(...)` and other `#` words.
    private mutating func scanHash() -> SwiftToken.Kind {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            position += hashes
            skipString(hashes: hashes)
            return .string
        }
        if peek(hashes) == UInt8(ascii: "/") {
            skipRegexLiteral(hashes: hashes)
            return .string
        }
        let start = position
        position += 1
        skip(while: Self.isIdentifierPart)
        let word = String(decoding: bytes[start..<position], as: UTF8.self)
        if Self.directives.contains(word) {
            skip { $0 != UInt8(ascii: "\n") }
        } else if peek(0) == UInt8(ascii: "(") {
            skipBalanced()
        }
        return .directive
    }

    /// From `#/` (after any more `#`s) to the matching `/#`, over escapes.
    private mutating func skipRegexLiteral(hashes: Int) {
        position += hashes + 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
            } else if bytes[position] == UInt8(ascii: "/"), (1...hashes).allSatisfy({ peek($0) == UInt8(ascii: "#") }) {
                position += 1 + hashes
                return
            } else {
                position += 1
            }
        }
        position = min(position, bytes.count)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    /// From an opening quote (after any `#`s) to the matching close, over escapes and interpolations.
    private mutating func skipString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        position += quotes
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                position += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    skipBalanced()
                } else {
                    position += 1
                }
            } else if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
            {
                position += quotes + hashes
                return
            } else if byte == UInt8(ascii: "\n") && !multiline {
                return
            } else {
                position += 1
            }
        }
    }

    /// From an opening parenthesis to its match, over nested strings and comments.
    private mutating func skipBalanced() {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "(") {
                depth += 1
                position += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                position += 1
                if depth == 0 { return }
            } else if byte == UInt8(ascii: "\"") {
                skipString(hashes: 0)
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                position += 1
            }
        }
    }
}
