import Testing

@testable import KataTool

@Suite("kata review: HTML escapes text in one place")
struct ReviewHTMLTests {
    @Test("text interpolated into HTML is escaped; HTML and numbers go in as they are")
    func interpolation_escapesTextOnlyOnStringsHTMLAndNumbers() {
        let text = #"a <b> & "c" 'd'"#
        let markup: HTML = "<em>x</em>"

        let html: HTML = "<p title=\"\(text)\">\(text) \(markup) \(42)</p>"

        #expect(
            html.description
                == "<p title=\"a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;\">a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39; <em>x</em> 42</p>"
        )
    }

    @Test("inline Markdown escapes its text, in code spans too, and closes what it opened")
    func inline_escapesTextAndClosesTags() {
        let html = HTML.inline("**a** `x < y` & *b*")

        #expect(html.description == "<strong>a</strong> <code>x &lt; y</code> &amp; <em>b</em>")
        #expect(HTML.inline("`open").description == "<code>open</code>")
    }

    @Test("pieces join with a separator that is HTML")
    func joined_putsTheSeparatorBetweenPieces() {
        let pieces: [HTML] = ["<b>1</b>", "<b>2</b>", "<b>3</b>"]

        #expect(pieces.joined(separator: "<br>").description == "<b>1</b><br><b>2</b><br><b>3</b>")
        #expect(([] as [HTML]).joined(separator: ", ").description == "")
    }

    @Test("no page made from the kata texts holds an escaped tag: nothing is escaped twice")
    func pages_holdNoTagEscapedTwiceOnCardsAndIndex() {
        let site = ReviewSite(texts: ReviewSiteTests.site.texts, files: [:], audits: ReviewSiteTests.site.audits)

        let pages = site.files(rendering: [])

        for (name, page) in pages where name.hasSuffix(".html") {
            for escapedTag in ["&lt;/", "&lt;li", "&lt;p&gt;", "&lt;code", "&amp;lt;", "&amp;amp;"] {
                #expect(!page.contains(escapedTag), "\(name) holds \(escapedTag)")
            }
        }
    }
}
