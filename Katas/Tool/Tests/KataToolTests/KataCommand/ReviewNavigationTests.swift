import Testing

@testable import KataTool

@Suite("kata review: links and keys, as in a code review tool")
struct ReviewNavigationTests {
    static let html: String = {
        let site = ReviewSiteTests.siteWithStarterFile(ReviewSiteTests.inventoryScreen)
        return site.pages(apps: [.cart], principles: [.ocp])["cart-ocp.html"] ?? ""
    }()

    @Test("the list of notes on the code names each note's file and line")
    func jumpList_namesFileAndLine() throws {
        let line = try #require(ReviewSiteTests.inventoryScreen.lines.firstIndex { $0.contains("func prc(") }) + 1

        #expect(Self.html.contains("<a href=\"#starter-note-5\">5 · InventoryScreen.swift:\(line)</a>"))
        #expect(!Self.html.contains(" · line "))
    }

    @Test("every line number is a link to its own line, with an id that names the file and stays the same")
    func lineNumbers_linkToTheirOwnLine() throws {
        let line = try #require(ReviewSiteTests.inventoryScreen.lines.firstIndex { $0.contains("func prc(") }) + 1
        let id = "starter-Starter-Cart-InventoryScreen-swift-L\(line)"

        #expect(
            Self.html.contains(
                "id=\"\(id)\" style=\"--i:4\"><a class=\"ln\" href=\"#\(id)\" aria-label=\"line \(line) of InventoryScreen.swift\">\(line)</a>"
            ))
        let lines = Self.html.components(separatedBy: "<div class=\"line").count - 1
        let linked = Self.html.components(separatedBy: "<a class=\"ln\" href=\"#").count - 1
        #expect(lines > 20 && linked == lines)
    }

    @Test("every note label is a link to its note")
    func noteLabels_linkToTheirNote() {
        let notes = Self.html.components(separatedBy: "-note-").count
        let labels = Self.html.components(separatedBy: "<a class=\"label\" href=\"#").count - 1

        #expect(
            Self.html.contains("<a class=\"label\" href=\"#starter-note-2\" aria-label=\"note 2, a link to it\">2</a>"))
        #expect(
            Self.html.contains(
                "<a class=\"label\" href=\"#refactored-note-a\" aria-label=\"note a, a link to it\">a</a>"))
        #expect(labels > 5 && notes > labels)
    }

    @Test("j or n goes to the next note, k or p to the previous one: an inline script, nothing loaded")
    func keys_moveBetweenNotesWithAnInlineScript() {
        #expect(Self.html.contains("const step = { j: 1, n: 1, k: -1, p: -1 }[event.key];"))
        #expect(Self.html.contains("document.querySelectorAll(\"main .note[id]\")"))
        #expect(!Self.html.contains("<script src"))
        #expect(
            Self.html.contains("<kbd>j</kbd> or <kbd>n</kbd> next note, <kbd>k</kbd> or <kbd>p</kbd> previous note"))
    }

    @Test("each side is a heading, its notes and its code: three rows of one grid, so both sides' code starts level")
    func sides_areThreeGridRowsSoTheCodeStartsLevel() throws {
        let css = SiteStyle.css

        for side in ["starter", "refactored"] {
            let start = try #require(Self.html.range(of: "<section class=\"side \(side)\""))
            let heading = try #require(Self.html[start.upperBound...].range(of: "</h2>"))
            #expect(Self.html[heading.upperBound...].hasPrefix("<div class=\"side-notes\">"))
        }
        #expect(css.contains("grid-row: span 3; display: grid;\n  grid-template-rows: subgrid; }"))
        #expect(Self.html.contains("<a href=\"#refactored-h\">the Refactored</a>"))
        #expect(css.contains(".keys { position: sticky; top: 0;"))
    }
}
