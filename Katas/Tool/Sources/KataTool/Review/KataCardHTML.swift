/// A printable kata card, for tables that work without a projector: every section of the kata text an
/// attendee works from, whole (its code blocks and expected output included), then the commands, and what
/// it was made from (printed too).
enum KataCardHTML {
    /// The card's path in the site: `cards/expenses-srp.html`.
    static func fileName(_ id: String) -> String { "cards/\(id).html" }

    /// A link to the card from a page at the site's root, its kata's id as code.
    static func link(_ id: String) -> HTML { "<a href=\"\(fileName(id))\"><code>\(id)</code></a>" }

    static func html(_ kata: KataText, source: SiteSource = .workingFiles) -> HTML {
        let sections = kata.cardSections.map { section -> HTML in
            let turn: HTML = section.turn ? " class=\"turn\"" : ""
            let note: HTML =
                section.turn ? "<p class=\"turn-note\">Turn to this once your own comments are written.</p>" : ""
            return """
                <section\(turn)><h2>\(HTML.inline(section.heading))</h2>\(note)\(MarkdownBlocks.html(section.lines))\
                </section>
                """
        }
        let body: HTML = """
            <main id="main" class="card"><header><p class="crumbs">\(kata.app.displayName) · \(kata.timeBox) · \
            <code>swift run kata show \(kata.id)</code></p><h1>\(HTML.inline(kata.title))</h1>\
            <p class="made">\(HTML.inline(source.madeFrom)).</p></header>\
            \(sections.joined())<section><h2>Commands</h2><pre class="block commands"><code>\
            \(kata.commands.joined(separator: "\n"))</code></pre></section></main>
            """
        return PageFrame.page(title: kata.title + " · kata card", root: "../", source: source, body: body)
    }
}
