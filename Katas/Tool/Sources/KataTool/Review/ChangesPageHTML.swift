import Specs

/// One app's changes to the Starter and its adapter: each file added, removed, changed or moved (as git's
/// rename detection sees it), as a diff with the shipped line numbers and the new ones in two columns, so a
/// table can review its own refactor as a pull request.
enum ChangesPageHTML {
    static func fileName(_ app: App) -> String { "\(app.rawValue)-changes.html" }

    static func html(app: App, files: [String: SourceFile], source: SiteSource, pagesInSite: Set<String>) -> HTML {
        let title = "\(app.displayName): your changes to the Starter"
        let pages = Principle.allCases.map { ($0.letter, ReviewPagePlan.fileName(app, $0)) }
            .filter { pagesInSite.contains($0.1) }.map { "<a href=\"\($1)\">\($0)</a>" as HTML }.joined(separator: " ")
        var body: HTML = """
            <header class="page"><p class="crumbs"><span>\(app.displayName): \(pages)</span></p><h1>\(title)</h1>\
            </header><main id="main" class="changes">
            """
        guard let all = source.changes, let from = source.shippedFrom else {
            body += """
                <p>There is no shipped Starter to compare with: this folder is not a git checkout, or its branch has \
                no upstream, <code>origin/HEAD</code> or <code>origin/main</code>. Name the commit the kata started \
                from: <code>swift run kata review --since REVISION</code>.</p></main>
                """
            return PageFrame.page(title: title, root: "", source: source, body: body)
        }
        let now = Dictionary(
            uniqueKeysWithValues: App.allCases.map { ($0, Set(StarterAppFiles.files(of: $0, among: files))) })
        let changes = FileChange.of(app, in: all, now: now[app] ?? [])
        let shared = FileChange.shared(in: all, now: now)
        if changes.isEmpty && shared.isEmpty {
            body += """
                <p>Your Starter of the \(app.displayName.lowercased()) is the shipped one (\(HTML.inline(from))): \
                nothing changed yet.</p>
                """
        } else if changes.isEmpty {
            body += """
                <p>The \(app.displayName.lowercased())'s own files are the shipped ones (\(HTML.inline(from))): \
                nothing changed there yet.</p>
                """
        } else {
            body += """
                <p>Compared with the shipped Starter of \(HTML.inline(from)): \(counts(changes)). \(legend)</p>
                """
            body += changes.map { fileHTML($0, files: files) }.joined(separator: "\n")
        }
        if !shared.isEmpty {
            body += """
                <p class="shared">Shared with the other apps (the package manifest, and Starter files that no one \
                app owns: each app's page shows them): \(counts(shared)).\(changes.isEmpty ? " \(legend)" as HTML : "")</p>
                """
            body += shared.map { fileHTML($0, files: files) }.joined(separator: "\n")
        }
        body += "</main>"
        return PageFrame.page(title: title, root: "", source: source, body: body)
    }

    private static let legend: HTML = """
        Lines marked <code>+</code> are yours, <code>-</code> are gone; the first column numbers the shipped \
        file's lines, the second your file's. Every line number is a link to copy.
        """

    /// `2 changed, 1 moved, 0 added, 0 removed`.
    private static func counts(_ changes: [FileChange]) -> String {
        ["changed", "moved", "added", "removed"].map { state in
            "\(changes.filter { $0.state == state }.count) \(state)"
        }.joined(separator: ", ")
    }

    private static func fileHTML(_ change: FileChange, files: [String: SourceFile]) -> HTML {
        let id = "file-" + HTML.id(change.path)
        let moved: HTML = change.state == "moved" ? " from <code>\(change.oldPath ?? "")</code>" : ""
        var rows = change.rows
        let last = rows.compactMap { $0?.new }.max() ?? 0
        if let count = change.newPath.flatMap({ files[$0]?.lines.count }), last > 0, last < count { rows.append(nil) }
        let lines =
            rows.isEmpty ? "<p class=\"unchanged\">No line changed.</p>" : rows.map { rowHTML($0, file: id) }.joined()
        return """
            <section class="diff-file" id="\(id)"><h2><a href="#\(id)"><code>\(change.path)</code></a> \
            <span class="kind">\(change.state)\(moved)</span></h2><div class="code diff">\(lines)</div></section>
            """
    }

    private static func rowHTML(_ row: FileChange.Row?, file: String) -> HTML {
        guard let row else { return "<div class=\"gap\" aria-label=\"lines left out\">⋮</div>" }
        let mark = ["same": " ", "added": "+", "removed": "-"][row.kind.rawValue] ?? " "
        let id = row.new.map { "\(file)-L\($0)" } ?? "\(file)-R\(row.old ?? 0)"
        let numbers: [HTML] = [row.old, row.new].map { number in
            number.map { "<a class=\"ln\" href=\"#\(id)\">\($0)</a>" } ?? "<span class=\"ln\"></span>"
        }
        let tokens = TokenHighlighter.lines(row.text).first ?? []
        return """
            <div class="line \(row.kind.rawValue)" id="\(id)"\(ReviewPageHTML.indent(tokens))>\(numbers.joined())\
            <span class="mark" aria-label="\(row.kind.rawValue)">\(mark)</span><code>\(HTML.code(tokens))</code></div>
            """
    }
}
