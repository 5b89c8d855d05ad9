/// A printable kata card, for tables that work without a projector: every section of the kata text an
/// attendee works from, whole (its code blocks and expected output included), then the commands.
enum KataCardHTML {
    /// The card's path in the site: `cards/expenses-srp.html`.
    static func fileName(_ id: String) -> String { "cards/\(id).html" }

    /// A link to the card from a page at the site's root, its kata's id as code.
    static func link(_ id: String) -> HTML { "<a href=\"\(fileName(id))\"><code>\(id)</code></a>" }

    static func html(_ kata: KataText, source: SiteSource = .workingFiles) -> HTML {
        let sections = kata.cardSections.map {
            "<section><h2>\(HTML.inline($0.heading))</h2>\(MarkdownBlocks.html($0.lines))</section>" as HTML
        }
        let body: HTML = """
            <main id="main" class="card"><header><p class="crumbs">\(kata.app.displayName) · \(kata.timeBox) · \
            <code>swift run kata show \(kata.id)</code></p><h1>\(HTML.inline(kata.title))</h1></header>\
            \(sections.joined())<section><h2>Commands</h2><pre class="block commands"><code>\
            \(kata.commands.joined(separator: "\n"))</code></pre></section></main>
            """
        return PageFrame.page(title: kata.title + " · kata card", root: "../", source: source, body: body)
    }
}
