/// The frame every page of the review site shares: head, skip link, site navigation, and a footer that
/// says when and from which commit the page was made. The room's pages share it, with a navigation and
/// a footer of their own.
enum PageFrame {
    static func page(
        title: String, root: String, source: SiteSource, extraHead: HTML = "", navigation: HTML? = nil,
        footer: HTML? = nil, body: HTML
    ) -> HTML {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="kata-made-from" content="\(source.madeFrom)">
        <title>\(title)</title>
        <link rel="stylesheet" href="\(root)style.css">
        \(extraHead)
        </head>
        <body>
        <a class="skip" href="#main">Skip to the content</a>
        \(navigation ?? siteNavigation(root: root))
        \(body)
        <footer><p>\(footer ?? siteFooter(source))</p></footer>
        </body>
        </html>

        """
    }

    private static func siteNavigation(root: String) -> HTML {
        """
        <nav class="site" aria-label="Review site"><a href="\(root)index.html">Code review training</a> \
        <a href="\(root)index.html#cards">Kata cards</a></nav>
        """
    }

    private static func siteFooter(_ source: SiteSource) -> HTML {
        """
        \(HTML.inline(source.madeFrom)) by <code>swift run kata review</code>. \
        Run it again after a refactor to see your code.
        """
    }
}
