/// The blocks of a kata text's section as HTML, for the kata cards: paragraphs, fenced code blocks
/// (also inside list items), bulleted and numbered lists, tables and `###` headings. Nothing of the
/// section is dropped: every fenced block of a section is on the card that shows the section.
enum MarkdownBlocks {
    static func html(_ lines: [String]) -> HTML {
        var html: HTML = ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                index += 1
            } else if line.hasPrefix("```") {
                let code = lines[(index + 1)...].prefix { !$0.hasPrefix("```") }
                index += code.count + 2
                let kind = line.dropFirst(3).trimmingCharacters(in: .whitespaces) == "sh" ? "block commands" : "block"
                html += "<pre class=\"\(kind)\"><code>\(code.joined(separator: "\n"))</code></pre>"
            } else if line.hasPrefix("|") {
                let rows = lines[index...].prefix { $0.hasPrefix("|") }
                index += rows.count
                html += table(Array(rows))
            } else if line.hasPrefix("#") {
                html += "<h3>\(HTML.inline(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))</h3>"
                index += 1
            } else if let marker = listMarker(line) {
                let ordered = marker.number != nil
                var items: [HTML] = []
                while index < lines.count, let item = listMarker(lines[index]), (item.number != nil) == ordered {
                    // The item goes on over blank lines and lines indented under its text.
                    let rest = lines[(index + 1)...].prefix {
                        $0.trimmingCharacters(in: .whitespaces).isEmpty
                            || ($0.prefix(item.width).allSatisfy { $0 == " " } && $0.count > item.width)
                    }.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(item.width)) }
                    items.append("<li>\(itemHTML([String(lines[index].dropFirst(item.width))] + rest))</li>")
                    index += 1 + rest.count
                }
                let start: HTML = marker.number.map { $0 == 1 ? "" : " start=\"\($0)\"" } ?? ""
                html += ordered ? "<ol\(start)>\(items.joined())</ol>" : "<ul>\(items.joined())</ul>"
            } else {
                // A paragraph's first line is none of the above; a list item ends it from its second line on.
                let paragraph = lines[index...].enumerated().prefix { offset, next in
                    !(next.trimmingCharacters(in: .whitespaces).isEmpty || next.hasPrefix("```") || next.hasPrefix("|")
                        || next.hasPrefix("#") || (offset > 0 && listMarker(next) != nil))
                }.map { $0.element.trimmingCharacters(in: .whitespaces) }
                index += paragraph.count
                html += "<p>\(HTML.inline(paragraph.joined(separator: " ")))</p>"
            }
        }
        return html
    }

    /// A list item's text: one paragraph inline, or its blocks when it holds more.
    private static func itemHTML(_ lines: [String]) -> HTML {
        var lines = lines
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        let simple = !lines.contains { $0.trimmingCharacters(in: .whitespaces).isEmpty || $0.hasPrefix("```") }
        if simple { return HTML.inline(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")) }
        return html(lines)
    }

    /// `- ` (width 2) or `12. ` (width 4, number 12) at the start of `line`.
    static func listMarker(_ line: String) -> (number: Int?, width: Int)? {
        if line.hasPrefix("- ") { return (nil, 2) }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". "), let number = Int(digits) else {
            return nil
        }
        return (number, digits.count + 2)
    }

    private static func table(_ rows: [String]) -> HTML {
        let cells = rows.map(MarkdownText.cells)
        guard let header = cells.first else { return "" }
        let body = cells.dropFirst().filter { !MarkdownText.isRule($0) }
        let head = header.map { "<th scope=\"col\">\(HTML.inline($0))</th>" as HTML }.joined()
        let bodyRows = body.map { row in
            "<tr>\(row.map { "<td>\(HTML.inline($0))</td>" as HTML }.joined())</tr>" as HTML
        }
        return "<table><thead><tr>\(head)</tr></thead><tbody>\(bodyRows.joined())</tbody></table>"
    }
}
