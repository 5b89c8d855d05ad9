import Foundation

/// HTML text: escaping, and the inline Markdown of the kata texts (`code`, **strong**, *emphasis*).
enum HTML {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `markdown` as escaped HTML, with backticks as `<code>`, `**…**` as `<strong>`, `*…*` as `<em>`.
    static func inline(_ markdown: String) -> String {
        var html = ""
        var inCode = false
        var inStrong = false
        var inEmphasis = false
        var characters = markdown[...]
        while let character = characters.popFirst() {
            if character == "`" {
                html += inCode ? "</code>" : "<code>"
                inCode.toggle()
            } else if inCode {
                html += escape(String(character))
            } else if character == "*", characters.first == "*" {
                characters.removeFirst()
                html += inStrong ? "</strong>" : "<strong>"
                inStrong.toggle()
            } else if character == "*", inEmphasis || characters.dropFirst().contains("*") {
                html += inEmphasis ? "</em>" : "<em>"
                inEmphasis.toggle()
            } else {
                html += escape(String(character))
            }
        }
        if inCode { html += "</code>" }
        if inEmphasis { html += "</em>" }
        if inStrong { html += "</strong>" }
        return html
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
