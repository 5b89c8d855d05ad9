import Specs

/// One app's changes to the Starter: each file of the app's Starter that differs from the shipped one,
/// added, removed or changed, as a unified diff, so a table can review its own refactor as a pull request.
enum ChangesPageHTML {
    static func fileName(_ app: App) -> String { "\(app.rawValue)-changes.html" }

    static func html(app: App, comparison: StarterComparison?, source: SiteSource, pagesInSite: Set<String>) -> HTML {
        let title = "\(app.displayName): your changes to the Starter"
        let pages = Principle.allCases.map { ($0.letter, ReviewPagePlan.fileName(app, $0)) }
            .filter { pagesInSite.contains($0.1) }.map { "<a href=\"\($1)\">\($0)</a>" as HTML }.joined(separator: " ")
        var body: HTML = """
            <header class="page"><p class="crumbs"><span>\(app.displayName): \(pages)</span></p><h1>\(title)</h1>\
            </header><main id="main" class="changes">
            """
        guard let comparison, let from = source.shippedFrom else {
            body += """
                <p>There is no shipped Starter to compare with: this folder is not a git checkout, or its branch has \
                no upstream, <code>origin/HEAD</code> or <code>origin/main</code>. Name the commit the kata started \
                from: <code>swift run kata review --since REVISION</code>.</p></main>
                """
            return PageFrame.page(title: title, root: "", source: source, body: body)
        }
        let paths = comparison.changedPaths
        if paths.isEmpty {
            body += """
                <p>Your Starter of the \(app.displayName.lowercased()) is the shipped one (\(HTML.inline(from))): \
                nothing changed yet.</p>
                """
        } else {
            let added = paths.filter { comparison.shipped[$0] == nil }.count
            let removed = paths.filter { comparison.current[$0] == nil }.count
            body += """
                <p>Compared with the shipped Starter of \(HTML.inline(from)): \
                \(paths.count - added - removed) changed, \(added) added, \(removed) removed. Lines marked \
                <code>+</code> are yours, <code>-</code> are gone. Every line number is a link to copy.</p>
                """
            body += paths.map { fileHTML($0, comparison) }.joined(separator: "\n")
        }
        body += "</main>"
        return PageFrame.page(title: title, root: "", source: source, body: body)
    }

    private static func fileHTML(_ path: String, _ comparison: StarterComparison) -> HTML {
        let before = comparison.shipped[path]?.lines
        let after = comparison.current[path]?.lines
        let state = before == nil ? "added" : after == nil ? "removed" : "changed"
        let id = "file-" + HTML.id(path)
        let rows = UnifiedDiff.hunks(UnifiedDiff.rows(before ?? [], after ?? [])).map { rowHTML($0, file: id) }
        return """
            <section class="diff-file" id="\(id)"><h2><a href="#\(id)"><code>\(path)</code></a> \
            <span class="kind">\(state)</span></h2><div class="code diff">\(rows.joined())</div></section>
            """
    }

    private static func rowHTML(_ row: UnifiedDiff.Row?, file: String) -> HTML {
        guard let row else { return "<div class=\"gap\" aria-label=\"lines left out\">⋮</div>" }
        let (kind, mark, number, text): (String, String, Int, String)
        switch row {
        case .same(let line, _, let after): (kind, mark, number, text) = ("same", " ", after, line)
        case .added(let line, let after): (kind, mark, number, text) = ("added", "+", after, line)
        case .removed(let line, let before): (kind, mark, number, text) = ("removed", "-", before, line)
        }
        let id = "\(file)-\(kind == "removed" ? "R" : "L")\(number)"
        let tokens = TokenHighlighter.lines(text).first ?? []
        return """
            <div class="line \(kind)" id="\(id)"><a class="ln" href="#\(id)">\(number)</a>\
            <span class="mark" aria-label="\(kind)">\(mark)</span><code>\(HTML.code(tokens))</code></div>
            """
    }
}
