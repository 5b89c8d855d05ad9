/// A piece of HTML that is safe by construction: the review site and the audit pages are written with it,
/// and text gets into it in one way only, escaped. A literal is markup
/// (`"<p class=\"notice\">"`); a `String` interpolated into it is text and is escaped here, in
/// `StringInterpolation.appendInterpolation(_:)`, so no file name, line of code or kata text can open a
/// tag or end an attribute; an `HTML` interpolated into it is markup already and goes in as it is.
struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup, ready to write to a file.
    private(set) var description: String

    init(stringLiteral markup: StaticString) { description = markup.description }

    init(stringInterpolation: StringInterpolation) { description = stringInterpolation.markup }

    fileprivate init(markup: String) { description = markup }

    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var markup = ""

        init(literalCapacity: Int, interpolationCount: Int) { markup.reserveCapacity(literalCapacity * 2) }

        mutating func appendLiteral(_ literal: StaticString) { markup += literal.description }

        /// Text: escaped, the one place the site escapes.
        mutating func appendInterpolation(_ text: String) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 { HTML.appendEscaped(byte, to: &bytes) }
            markup += String(decoding: bytes, as: UTF8.self)
        }

        mutating func appendInterpolation(_ html: HTML) { markup += html.description }

        /// A number, which has nothing to escape.
        mutating func appendInterpolation(_ number: Int) { markup += String(number) }
    }

    static func += (left: inout HTML, right: HTML) { left.description += right.description }

    /// `markdown` as HTML, with backticks as `<code>`, `**…**` as `<strong>`, `*…*` as `<em>`.
    /// It works on UTF-8 bytes: every character it looks at is ASCII, and no byte of a longer character
    /// is, so each character of the text goes through whole (and byte by byte is fast).
    static func inline(_ markdown: String) -> HTML {
        let backtick = UInt8(ascii: "`")
        let star = UInt8(ascii: "*")
        var html: [UInt8] = []
        html.reserveCapacity(markdown.utf8.count)
        var inCode = false
        var inStrong = false
        var inEmphasis = false
        var bytes = markdown.utf8[...]
        while let byte = bytes.popFirst() {
            if byte == backtick {
                html += (inCode ? "</code>" : "<code>").utf8
                inCode.toggle()
            } else if inCode {
                appendEscaped(byte, to: &html)
            } else if byte == star, bytes.first == star {
                bytes.removeFirst()
                html += (inStrong ? "</strong>" : "<strong>").utf8
                inStrong.toggle()
            } else if byte == star, inEmphasis || bytes.dropFirst().contains(star) {
                html += (inEmphasis ? "</em>" : "<em>").utf8
                inEmphasis.toggle()
            } else {
                appendEscaped(byte, to: &html)
            }
        }
        if inCode { html += "</code>".utf8 }
        if inEmphasis { html += "</em>".utf8 }
        if inStrong { html += "</strong>".utf8 }
        return HTML(markup: String(decoding: html, as: UTF8.self))
    }

    private static func appendEscaped(_ byte: UInt8, to html: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "&"): html += "&amp;".utf8
        case UInt8(ascii: "<"): html += "&lt;".utf8
        case UInt8(ascii: ">"): html += "&gt;".utf8
        case UInt8(ascii: "\""): html += "&quot;".utf8
        case UInt8(ascii: "'"): html += "&#39;".utf8
        default: html.append(byte)
        }
    }

    /// `path` as part of an id, the same on every run: `Starter-Cart-CartScreen-swift`.
    static func id(_ path: String) -> String { String(path.map { $0.isLetter || $0.isNumber ? $0 : "-" }) }

    /// The tokens of one line of code as coloured spans.
    static func code(_ tokens: [HighlightedToken]) -> HTML {
        tokens.map { token in
            spanClasses[token.kind].map { "<span class=\"\($0)\">\(token.text)</span>" } ?? "\(token.text)"
        }.joined()
    }

    /// The class of each coloured kind of token; spaces, punctuation and identifiers are not coloured.
    private static let spanClasses: [HighlightedToken.Kind: HTML] = [
        .keyword: "k", .string: "s", .comment: "c", .number: "n", .attribute: "a", .typeName: "t",
    ]
}

extension Sequence<HTML> {
    func joined(separator: HTML = "") -> HTML {
        HTML(markup: map(\.description).joined(separator: separator.description))
    }
}
