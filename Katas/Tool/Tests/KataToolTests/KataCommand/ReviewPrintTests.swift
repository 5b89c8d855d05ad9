import Testing

@testable import KataTool

/// The printed handout is the page itself with the stylesheet's print rules: the browser cuts the sheets,
/// and these rules keep together what belongs together. `.ci/check-review-site` prints every page in
/// Chromium and checks the sheets.
@Suite("kata review: the printed handout")
struct ReviewPrintTests {
    static let print = SiteStyle.css.components(separatedBy: "@media print {").last ?? ""

    @Test("no printed text is smaller than 8 pt: every size in print is in points, 8 or more")
    func css_printsNoTextSmallerThan8Points() {
        let sizes = Self.print.components(separatedBy: "font-size: ").dropFirst().map { size -> (Double, String) in
            let number = size.prefix { $0.isNumber || $0 == "." }
            return (Double(number) ?? 0, String(size.dropFirst(number.count).prefix(2)))
        }

        #expect(sizes.count >= 4)
        #expect(sizes.allSatisfy { $0.1 == "pt" && $0.0 >= 8 }, "\(sizes)")
        #expect(Self.print.contains("code, pre, kbd, small,"))
        #expect(Self.print.contains(".code .line code, .ln, aside.note, .notes li { font-size: 8pt; }"))
    }

    @Test("in print a file's name stays with its first lines, a doc comment with its declaration, a note with its line")
    func css_keepsHeadingsCommentsAndNotesWithTheirCode() throws {
        #expect(
            Self.print.contains(
                "h1, h2, h3, .card h2, .notice, .line.lead, .line.doc, .line.marked { break-after: avoid; }"))
        #expect(Self.print.contains(".line, aside.note, .notes li, .notice, tr, .card pre { break-inside: avoid; }"))
        let html = ReviewNavigationTests.html
        let file = try #require(
            html.range(of: "<h3 class=\"file\"><code>Starter/Cart/InventoryScreen.swift</code></h3>"))
        let lines = html[file.upperBound...].components(separatedBy: "<div class=\"line").dropFirst().prefix(4)
        #expect(lines.map { $0.hasPrefix(" lead") || $0.hasPrefix(" marked lead") } == [true, true, true, false])
        let comment = try #require(
            html.components(separatedBy: "<div class=\"line").first { $0.contains("// price text of a product") })
        #expect(comment.hasPrefix(" doc") || comment.hasPrefix(" marked doc"))
    }

    @Test("the two sides print side by side in landscape, after a first sheet with the page's head and numbers")
    func css_printsTheSidesSideBySide() {
        #expect(SiteStyle.css.contains("@page { size: landscape; margin: 8mm; }"))
        #expect(
            Self.print.contains(
                ".columns { break-before: page; display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);"))
        #expect(SiteStyle.css.contains("@media screen and (max-width: 800px) {"))
    }

    @Test("a wrapped line of code keeps its indentation: each line says how deep it is, and wraps under itself")
    func lines_carryTheirIndentationForWrappedRows() throws {
        let html = ReviewNavigationTests.html

        #expect(html.contains("id=\"starter-Starter-Cart-InventoryScreen-swift-L11\" style=\"--i:8\">"))
        #expect(
            SiteStyle.css.contains(
                "padding-left: calc(var(--i, 0) * 1ch + 2ch); text-indent: calc(var(--i, 0) * -1ch - 2ch); }"))
        #expect(ReviewPageHTML.indent(TokenHighlighter.lines("        let a = 1")[0]).description == " style=\"--i:8\"")
        #expect(ReviewPageHTML.indent(TokenHighlighter.lines("let a = 1")[0]).description == "")
    }

    @Test("a card's code is 8 pt or more in print and as large as its text on screen, and a card uses the whole sheet")
    func css_printsCardCodeLargeAndWide() {
        #expect(SiteStyle.css.contains("pre code { font-size: inherit; }"))
        #expect(Self.print.contains(".card section { max-width: none; }"))
        #expect(!Self.print.contains(".card pre { font-size"))
    }
}
