/// The printed handout of a review page: the page's head on the first sheet, then the two sides in
/// landscape sheets, side by side. Each side is cut into chunks of whole rows that fit a sheet of A4 or
/// Letter, so no line of code is cut and the page count is known before printing.
enum PrintSheets {
    /// Rows of text a sheet holds (6.5 pt text on 9 pt rows; the smaller of A4 and Letter landscape
    /// holds 63, and the rest is margin).
    static let rowsPerSheet = 56
    /// Characters of code a printed row holds for certain (about 88 fit a column).
    static let codeCharactersPerRow = 80
    /// Characters of prose a printed row holds for certain.
    static let textCharactersPerRow = 90

    /// A printable item and the rows it takes.
    struct Item {
        let html: HTML
        let rows: Int
    }

    /// How many sheets the page prints on.
    static func sheetCount(left: [Item], right: [Item]) -> Int {
        1 + max(chunks(left).count, chunks(right).count, 1)
    }

    /// The items cut into chunks of at most `rowsPerSheet` rows.
    static func chunks(_ items: [Item]) -> [[Item]] {
        var chunks: [[Item]] = []
        var current: [Item] = []
        var rows = 0
        for item in items {
            if rows + item.rows > rowsPerSheet, !current.isEmpty {
                chunks.append(current)
                current = []
                rows = 0
            }
            current.append(item)
            rows += item.rows
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }

    /// The items of one side: its heading, its notes, then each excerpt's path, notice and lines.
    static func items(_ side: ReviewSide, title: String) -> [Item] {
        var items = [Item(html: "<p class=\"ph\">\(title)</p>", rows: textRows(title) + 1)]
        for note in side.notes where note.anchor == nil { items.append(item(note)) }
        for (index, excerpt) in side.excerpts.enumerated() {
            items.append(Item(html: "<p class=\"pf\">\(excerpt.path)</p>", rows: 2))
            for notice in [excerpt.notice, excerpt.isNew ? ReviewPageHTML.newFileNotice : nil].compactMap({ $0 }) {
                items.append(Item(html: "<p class=\"pn notice\">\(HTML.inline(notice))</p>", rows: textRows(notice)))
            }
            var previous: Int?
            for line in excerpt.lines {
                if let previous, line != previous + 1 {
                    items.append(Item(html: "<div class=\"pl gap\">⋮</div>", rows: 1))
                }
                previous = line
                let source = excerpt.file.map { $0.lines.indices.contains(line - 1) ? $0.lines[line - 1] : "" } ?? ""
                let tokens =
                    excerpt.file.map { $0.tokenLines.indices.contains(line - 1) ? $0.tokenLines[line - 1] : [] } ?? []
                let notes = side.notes(at: index, line: line)
                let marked = notes.isEmpty ? "" : " marked"
                items.append(
                    Item(
                        html:
                            "<div class=\"pl\(marked)\"><span class=\"pln\">\(line)</span><code>\(HTML.code(tokens))</code></div>",
                        rows: max(1, (source.count + codeCharactersPerRow - 1) / codeCharactersPerRow)))
                items += notes.map(item)
            }
        }
        return items
    }

    /// A note as a printed item; one under a line of code is indented and framed.
    private static func item(_ note: SideNote) -> Item {
        let kind = note.anchor == nil ? "pn" : "pn pa"
        let status = note.status.map { " <i>\(HTML.inline($0.sentence))</i>" as HTML } ?? ""
        let text = "\(note.label) \(note.text) \(note.status?.sentence ?? "")"
        return Item(
            html: "<p class=\"\(kind)\"><b>\(note.label)</b> \(HTML.inline(note.text))\(status)</p>",
            rows: note.anchor == nil ? textRows(text) : textRows(text, perRow: codeCharactersPerRow) + 1)
    }

    /// The printed sheets after the first, as HTML.
    static func html(left: [Item], right: [Item]) -> HTML {
        let leftChunks = chunks(left)
        let rightChunks = chunks(right)
        return (0..<max(leftChunks.count, rightChunks.count, 1)).map { index in
            let leftHTML: HTML = index < leftChunks.count ? leftChunks[index].map(\.html).joined() : ""
            let rightHTML: HTML = index < rightChunks.count ? rightChunks[index].map(\.html).joined() : ""
            return
                "<div class=\"sheet pair\"><div class=\"pc\">\(leftHTML)</div><div class=\"pc\">\(rightHTML)</div></div>"
        }.joined(separator: "\n")
    }

    private static func textRows(_ text: String, perRow: Int = textCharactersPerRow) -> Int {
        (text.count + perRow - 1) / perRow
    }
}
