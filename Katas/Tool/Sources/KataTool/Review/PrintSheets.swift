/// The printed handout of a review page: the page's head on the first sheet, then the two sides in
/// landscape sheets, side by side. Every printed row is cut here, in monospaced 8 pt text on 10 pt rows
/// of a fixed height, so the page count is known before printing, on A4 and on Letter: a code line longer
/// than a column goes on in rows marked `↪`, indented under it; a note is cut between words. A sheet that
/// starts inside a file names the file again, and a short declaration is never split across two sheets.
enum PrintSheets {
    /// The size of printed text, and of a row: body text is never smaller than 8 pt.
    static let fontPoints = 8
    static let rowPoints = 10
    /// Rows a sheet holds for certain: A4 landscape less its 8 mm margins is 550 pt high, 55 rows.
    static let rowsPerSheet = 52
    /// Characters a row holds for certain: a Letter landscape column (the narrower) is 367 pt wide, and
    /// a character of 8 pt DejaVu Sans Mono 4.8 pt; code leaves 24 pt for its line numbers (71 fit), a
    /// note under a line leaves 32 pt for its indent and frame (69 fit).
    static let codeCharactersPerRow = 70
    static let noteCharactersPerRow = 64
    static let textCharactersPerRow = 72
    /// The rows of code a file's name needs below it on its sheet.
    static let headerCompanionRows = 4
    /// A declaration of at most this many lines is kept on one sheet.
    static let shortDeclarationLines = 40

    /// A printable item: its rows, the file it belongs to (named again on the next sheet), and the short
    /// declaration it is part of (kept on one sheet).
    struct Item {
        let html: HTML
        let rows: Int
        var file: String? = nil
        var group: Int? = nil
        var startsFile = false
    }

    /// The items cut into chunks of at most `rowsPerSheet` rows, each short declaration whole, and each
    /// chunk that starts inside a file opening with the file's name.
    static func chunks(_ items: [Item]) -> [[Item]] {
        var chunks: [[Item]] = []
        var current: [Item] = []
        var index = 0
        while index < items.count {
            let item = items[index]
            var block = [item]
            if let group = item.group, current.last?.group != group {
                block = Array(items[index...].prefix { $0.group == group })
                if block.map(\.rows).reduce(0, +) > rowsPerSheet - 2 { block = [item] }
            }
            let rows = (current + block).map(\.rows).reduce(0, +)
            // A file's name starts a sheet rather than end one: it stays with its first lines.
            if rows + (item.startsFile ? headerCompanionRows : 0) > rowsPerSheet, !current.isEmpty {
                chunks.append(current)
                current = []
                if let file = item.file, !item.startsFile {
                    current.append(Item(html: "<p class=\"pf\">\(file) (continued)</p>", rows: 2, file: file))
                }
            }
            current += block
            index += block.count
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }

    /// The items of one side: its heading, its notes, then each excerpt's path, notices and lines.
    static func items(_ side: ReviewSide, title: String) -> [Item] {
        var items = [prose(title, kind: "ph", width: textCharactersPerRow, file: nil, group: nil)]
        for note in side.notes where note.anchor == nil { items.append(item(note, file: nil, group: nil)) }
        var groupNumber = 0
        for (index, excerpt) in side.excerpts.enumerated() {
            let path = excerpt.path
            items.append(Item(html: "<p class=\"pf\">\(path)</p>", rows: 2, file: path, startsFile: true))
            for notice in [excerpt.notice, excerpt.isNew ? ReviewPageHTML.newFileNotice : nil].compactMap({ $0 }) {
                items.append(prose(notice, kind: "pn notice", width: textCharactersPerRow, file: path, group: nil))
            }
            let groups = excerpt.file.map { shortDeclarations(in: $0, from: groupNumber) } ?? [:]
            groupNumber += groups.count + 1
            for (line, afterGap) in excerpt.linesAfterGaps {
                if afterGap { items.append(Item(html: "<div class=\"pl gap\">⋮</div>", rows: 1, file: path)) }
                let notes = side.notes(at: index, line: line)
                let marked = notes.isEmpty ? "" : " marked"
                let rows = wrap(excerpt.tokens(at: line), width: codeCharactersPerRow)
                let html = rows.enumerated().map { row, tokens -> HTML in
                    row == 0
                        ? "<div class=\"pl\(marked)\"><span class=\"pln\">\(line)</span><code>\(HTML.code(tokens))</code></div>"
                        : """
                        <div class="pl\(marked) wrapped"><span class="pln" title="line \(line), continued">↪</span>\
                        <code>\(HTML.code(tokens))</code></div>
                        """
                }.joined()
                items.append(Item(html: html, rows: rows.count, file: path, group: groups[line]))
                items += notes.map { item($0, file: path, group: groups[line]) }
            }
        }
        return items
    }

    /// For each line of a short declaration (a member, not a local, of at most `shortDeclarationLines`
    /// lines), a number shared by the lines of that declaration: the outermost one that is short.
    static func shortDeclarations(in file: SourceFile, from first: Int) -> [Int: Int] {
        var groups: [Int: Int] = [:]
        let short = file.symbols.filter {
            !$0.isLocal && $0.lineCount <= shortDeclarationLines && $0.lineCount > 1
        }
        .sorted { $0.lineCount > $1.lineCount }
        for (number, declaration) in short.enumerated() {
            for line in declaration.firstLine...declaration.lastLine where groups[line] == nil {
                groups[line] = first + number
            }
        }
        return groups
    }

    /// A line's tokens cut into rows of at most `width` characters, between tokens where they fit and
    /// after a space inside a long one; each further row starts with the line's indentation and four more
    /// spaces.
    static func wrap(_ tokens: [HighlightedToken], width: Int) -> [[HighlightedToken]] {
        let text = tokens.map(\.text).joined()
        guard text.count > width else { return [tokens] }
        let indent = String(repeating: " ", count: min(text.prefix { $0 == " " }.count + 4, width / 2))
        var rows: [[HighlightedToken]] = [[]]
        var used = 0
        func breakRow() {
            rows.append([HighlightedToken(kind: .space, text: indent)])
            used = indent.count
        }
        for token in tokens {
            if token.kind != .space, used > indent.count, used + token.text.count > width,
                token.text.count <= width - indent.count
            {
                breakRow()
            }
            var rest = Substring(token.text)
            while !rest.isEmpty {
                if used >= width {
                    breakRow()
                    if token.kind == .space { break }
                }
                var piece = rest.prefix(width - used)
                // A comment or a string is cut after a space, where there is one.
                if piece.count < rest.count, let space = piece.lastIndex(of: " "), space > piece.startIndex {
                    piece = piece[...space]
                }
                rows[rows.count - 1].append(HighlightedToken(kind: token.kind, text: String(piece)))
                rest = rest.dropFirst(piece.count)
                used = rest.isEmpty ? used + piece.count : width
            }
        }
        return rows
    }

    /// Inline Markdown cut between words into rows of at most `width` characters (`TextWrap`'s rule); a
    /// code span or strong text cut by a row's end opens again on the next row.
    static func wrap(markdown: String, width: Int) -> [String] {
        let rows = TextWrap.lines(markdown, width: width)
        var inCode = false
        var inStrong = false
        return (rows.isEmpty ? [""] : rows).map { row in
            let reopened = (inStrong ? "**" : "") + (inCode ? "`" : "") + row
            var characters = row[...]
            while let character = characters.popFirst() {
                if character == "`" {
                    inCode.toggle()
                } else if !inCode, character == "*", characters.first == "*" {
                    characters.removeFirst()
                    inStrong.toggle()
                }
            }
            return reopened
        }
    }

    /// A note as a printed item; one under a line of code is indented and framed.
    private static func item(_ note: SideNote, file: String?, group: Int?) -> Item {
        prose(
            "**\(note.label)** \(note.text)" + (note.status.map { " " + $0.sentence } ?? ""),
            kind: note.anchor == nil ? "pn" : "pn pa",
            width: note.anchor == nil ? textCharactersPerRow : noteCharactersPerRow, file: file, group: group)
    }

    /// Inline Markdown as a printed item of whole rows.
    private static func prose(_ markdown: String, kind: String, width: Int, file: String?, group: Int?) -> Item {
        let rows = wrap(markdown: markdown, width: width)
        let html = rows.map { "<span class=\"pr\">\(HTML.inline($0))</span>" as HTML }.joined()
        return Item(html: "<p class=\"\(kind)\">\(html)</p>", rows: rows.count, file: file, group: group)
    }

    /// The printed sheets after the first, as HTML.
    static func html(left: [Item], right: [Item]) -> HTML {
        let sides = [chunks(left), chunks(right)]
        return (0..<max(sides[0].count, sides[1].count, 1)).map { index in
            let columns = sides.map { index < $0.count ? $0[index].map(\.html).joined() : "" }
            return """
                <div class="sheet pair"><div class="pc">\(columns[0])</div><div class="pc">\(columns[1])</div></div>
                """
        }.joined(separator: "\n")
    }
}
