/// A printable kata card: one kata on one sheet, for tables that work without a projector.
enum KataCardHTML {
    static func html(_ kata: KataText) -> HTML {
        var body: HTML = """
            <main id="main" class="card"><header><p class="crumbs">\(kata.app.displayName) · \(kata.timeBox) · \
            <code>swift run kata show \(kata.id)</code></p><h1>\(HTML.inline(kata.title))</h1></header>
            """
        body += section("Goal", kata.goal.map { "<p>\(HTML.inline($0))</p>" as HTML }.joined())
        body += section("Steps", "<ol>\(kata.steps.map { "<li>\(HTML.inline($0))</li>" as HTML }.joined())</ol>")
        let doneWhen = kata.reviewPrinciple == nil ? "Done when" : "Done when you can answer"
        let done: HTML =
            kata.reviewPrinciple == nil
            ? kata.doneWhen.map { "<p>\(HTML.inline($0))</p>" as HTML }.joined()
            : "<ul>\(kata.doneWhen.map { "<li>\(HTML.inline($0))</li>" as HTML }.joined())</ul>"
        body += section(doneWhen, done)
        body += section(
            "Commands", "<pre class=\"commands\"><code>\(kata.commands.joined(separator: "\n"))</code></pre>")
        body += "</main>"
        return PageFrame.page(title: kata.title + " · kata card", root: "../", body: body)
    }

    private static func section(_ heading: String, _ content: HTML) -> HTML {
        "<section><h2>\(heading)</h2>\(content)</section>"
    }
}
