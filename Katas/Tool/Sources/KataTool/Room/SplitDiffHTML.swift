/// Files side by side, as the review site shows two sides of the code: the first version on the left, the
/// second on the right, each line with its number (a link to copy), a removed line facing the line added
/// in its place, unchanged lines around each change and a gap for the lines left out. On a phone the two
/// sides make one column: each change's removed lines, then its added ones, an unchanged line once. The
/// lines, their colours and the gaps are the review site's (`UnifiedDiff`, `TokenHighlighter`, its style).
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
        let state = change.before == nil ? "added" : change.after == nil ? "removed" : "changed"
        var body: HTML = """
            <div class="row head" aria-hidden="true"><div>\(left)</div><div>\(right)</div></div>
            """
        if let reason = change.notShown {
            body = "<p class=\"notice\">Not shown: \(reason).</p>"
        } else {
            let rows = UnifiedDiff.hunks(UnifiedDiff.rows(lines(change.before), lines(change.after)))
            for row in paired(rows) {
                body += rowHTML(row, file: id, highlighted: change.path.hasSuffix(".swift"), comparing: comparing)
            }
        }
        return """
            <section class="diff-file" id="\(id)"><h2><a href="#\(id)"><code>\(change.path)</code></a> \
            <span class="kind">\(state)</span></h2><div class="code diff split">\(body)</div></section>
            """
    }

    private static func lines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A row of the two sides: lines left out, a line both have, or a removed line facing an added one
    /// (either may be missing).
    private enum Row {
        case gap
        case same(String, before: Int, after: Int)
        case change(removed: (String, Int)?, added: (String, Int)?)
    }

    /// The hunks' rows with each run of removed lines facing the run of added lines that follows it.
    private static func paired(_ rows: [UnifiedDiff.Row?]) -> [Row] {
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
            switch row {
            case .removed(let line, let number)?:
                if !added.isEmpty { flush() }
                removed.append((line, number))
            case .added(let line, let number)?: added.append((line, number))
            case .same(let line, let before, let after)?:
                flush()
                result.append(.same(line, before: before, after: after))
            case nil:
                flush()
                result.append(.gap)
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
            return """
                <div class="row same">\(cell(line, number: before, kind: "same", side: "L", file: file, highlighted: highlighted))\
                \(cell(line, number: after, kind: "same", side: "R", file: file, highlighted: highlighted))</div>
                """
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
        let code = highlighted ? HTML.code(TokenHighlighter.lines(text).first ?? []) : "\(text)"
        return """
            <div class="line \(kind) \(side == "L" ? "before" : "after")" id="\(id)"><a class="ln" href="#\(id)">\(number)</a>\
            <span class="mark" aria-label="\(kind)">\(mark)</span><code>\(code)</code></div>
            """
    }
}
