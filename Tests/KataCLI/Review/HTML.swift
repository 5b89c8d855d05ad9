import Foundation

/// HTML text: escaping, and the inline Markdown of the kata texts (`code`, **strong**, *emphasis*).
enum HTML {
    static func escape(_ text: String) -> String {
        var html: [UInt8] = []
        html.reserveCapacity(text.utf8.count)
        for byte in text.utf8 { appendEscaped(byte, to: &html) }
        return String(decoding: html, as: UTF8.self)
    }

    /// `markdown` as escaped HTML, with backticks as `<code>`, `**…**` as `<strong>`, `*…*` as `<em>`.
    /// It works on UTF-8 bytes: every character it looks at is ASCII, and no byte of a longer character
    /// is, so each character of the text goes through whole (and byte by byte is fast).
    static func inline(_ markdown: String) -> String {
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
        return String(decoding: html, as: UTF8.self)
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

    /// The tokens of one line of code as coloured spans.
    static func code(_ tokens: [CodeToken]) -> String {
        tokens.map { token in
            let text = escape(token.text)
            switch token.kind {
            case .space, .punctuation, .identifier: return text
            case .keyword: return "<span class=\"k\">\(text)</span>"
            case .string: return "<span class=\"s\">\(text)</span>"
            case .comment: return "<span class=\"c\">\(text)</span>"
            case .number: return "<span class=\"n\">\(text)</span>"
            case .attribute: return "<span class=\"a\">\(text)</span>"
            case .typeName: return "<span class=\"t\">\(text)</span>"
            }
        }.joined()
    }
}
