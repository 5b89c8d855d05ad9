/// Files side by side, as the review site shows two sides of the code: the first version on the left, the
/// second on the right, each line with its number (a link to copy), a removed line facing the line added
/// in its place, unchanged lines around each change and a gap for the lines left out. On a phone the two
/// sides make one column: each change's removed lines, then its added ones, an unchanged line once. The
/// changes, lines, colours and gaps are the review site's (`FileChange`, `TokenHighlighter`, its style).
/// Two pairs' code is no before and after: `comparing` marks the lines that differ alike on both sides,
/// `1` on the left and `2` on the right (which tells them apart in one column).
enum SplitDiffHTML {
    /// The files of `changes`, with `left` and `right` naming the sides (e.g. "At the kata's start", "Now").
    static func html(_ changes: [FileChange], left: String, right: String, comparing: Bool = false) -> HTML {
        changes.enumerated().map { index, change in
            file(change, number: index + 1, left: left, right: right, comparing: comparing)
        }.joined(separator: "\n")
    }

    private static func file(_ change: FileChange, number: Int, left: String, right: String, comparing: Bool)
        -> HTML
    {
        let id = "file-\(number)"
        let moved: HTML = change.state == "moved" ? " from <code>\(change.oldPath ?? "")</code>" : ""
        var body: HTML = """
            <div class="row head" aria-hidden="true"><div>\(left)</div><div>\(right)</div></div>
            """
        if change.rows.isEmpty {
            body = "<p class=\"notice\">No line to show: the file is binary, or only moved.</p>"
        } else {
            for row in paired(change.rows) {
                body += rowHTML(row, file: id, highlighted: change.path.hasSuffix(".swift"), comparing: comparing)
            }
        }
        return """
            <section class="diff-file" id="\(id)"><h2><a href="#\(id)"><code>\(change.path)</code></a> \
            <span class="kind">\(change.state)\(moved)</span></h2><div class="code diff split">\(body)</div></section>
            """
    }

    /// A row of the two sides: lines left out, a line both have, or a removed line facing an added one
    /// (either may be missing).
    private enum Row {
        case gap
        case same(String, before: Int, after: Int)
        case change(removed: (String, Int)?, added: (String, Int)?)
    }

    /// The diff's rows with each run of removed lines facing the run of added lines that follows it.
    private static func paired(_ rows: [FileChange.Row?]) -> [Row] {
        var result: [Row] = []
        var removed: [(String, Int)] = []
        var added: [(String, Int)] = []
        func flush() {
            for index in 0..<max(removed.count, added.count) {
                result.append(
                    .change(
                        removed: index < removed.count ? removed[index] : nil,
                        added: index < added.count ? added[index] : nil))
            }
            removed = []
            added = []
        }
        for row in rows {
            guard let row else {
                flush()
                result.append(.gap)
                continue
            }
            switch row.kind {
            case .removed:
                if !added.isEmpty { flush() }
                removed.append((row.text, row.old ?? 0))
            case .added:
                added.append((row.text, row.new ?? 0))
            case .same:
                flush()
                result.append(.same(row.text, before: row.old ?? 0, after: row.new ?? 0))
            }
        }
        flush()
        return result
    }

    private static func rowHTML(_ row: Row, file: String, highlighted: Bool, comparing: Bool) -> HTML {
        switch row {
        case .gap:
            return "<div class=\"gap\" aria-label=\"lines left out\">⋮</div>"
        case .same(let line, let before, let after):
            let left = cell(line, number: before, kind: "same", side: "L", file: file, highlighted: highlighted)
            let right = cell(line, number: after, kind: "same", side: "R", file: file, highlighted: highlighted)
            return "<div class=\"row same\">\(left)\(right)</div>"
        case .change(let removed, let added):
            let (before, after) = comparing ? ("differs", "differs") : ("removed", "added")
            let left = removed.map {
                cell($0.0, number: $0.1, kind: before, side: "L", file: file, highlighted: highlighted)
            }
            let right = added.map {
                cell($0.0, number: $0.1, kind: after, side: "R", file: file, highlighted: highlighted)
            }
            let empty: HTML = "<div class=\"line empty\" aria-hidden=\"true\"></div>"
            return "<div class=\"row change\">\(left ?? empty)\(right ?? empty)</div>"
        }
    }

    private static func cell(
        _ text: String, number: Int, kind: String, side: String, file: String, highlighted: Bool
    ) -> HTML {
        let id = "\(file)-\(side)\(number)"
        let mark = kind == "added" ? "+" : kind == "removed" ? "-" : kind == "differs" ? (side == "L" ? "1" : "2") : " "
        let tokens = highlighted ? TokenHighlighter.lines(text).first ?? [] : []
        let code = highlighted ? HTML.code(tokens) : "\(text)"
        return """
            <div class="line \(kind) \(side == "L" ? "before" : "after")" id="\(id)"\(ReviewPageHTML.indent(tokens))>\
            <a class="ln" href="#\(id)">\(number)</a><span class="mark" aria-label="\(kind)">\(mark)</span>\
            <code>\(code)</code></div>
            """
    }
}
