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
        for (index, part) in markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            if index % 2 == 1 {
                html += "<code>" + escape(String(part)) + "</code>"
            } else {
                html += emphasis(escape(String(part)))
            }
        }
        return html
    }

    private static func emphasis(_ text: String) -> String {
        var html = ""
        for (index, part) in text.components(separatedBy: "**").enumerated() {
            if index > 0 { html += index % 2 == 1 ? "<strong>" : "</strong>" }
            html += part
        }
        if text.components(separatedBy: "**").count % 2 == 0 { html += "</strong>" }
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
