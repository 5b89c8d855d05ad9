/// A printable kata card: one kata on one sheet, for tables that work without a projector.
enum KataCardHTML {
    static func html(_ kata: KataText) -> String {
        var body =
            "<main id=\"main\" class=\"card\"><header><p class=\"crumbs\">\(HTML.escape(kata.app.displayName)) · \(HTML.escape(kata.timeBox)) · <code>swift run kata show \(HTML.escape(kata.id))</code></p>"
        body += "<h1>\(HTML.inline(kata.title))</h1></header>"
        body += section("Goal", kata.goal.map { "<p>\(HTML.inline($0))</p>" }.joined())
        body += section("Steps", "<ol>" + kata.steps.map { "<li>\(HTML.inline($0))</li>" }.joined() + "</ol>")
        let doneWhen = kata.reviewPrinciple == nil ? "Done when" : "Done when you can answer"
        let done =
            kata.reviewPrinciple == nil
            ? kata.doneWhen.map { "<p>\(HTML.inline($0))</p>" }.joined()
            : "<ul>" + kata.doneWhen.map { "<li>\(HTML.inline($0))</li>" }.joined() + "</ul>"
        body += section(doneWhen, done)
        body += section(
            "Commands",
            "<pre class=\"commands\"><code>" + kata.commands.map(HTML.escape).joined(separator: "\n") + "</code></pre>")
        body += "</main>"
        return PageFrame.page(title: kata.title + " · kata card", root: "../", body: body)
    }

    private static func section(_ heading: String, _ content: String) -> String {
        "<section><h2>\(HTML.escape(heading))</h2>\(content)</section>"
    }
}
