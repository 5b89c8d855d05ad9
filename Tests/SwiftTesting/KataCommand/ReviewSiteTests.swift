import Foundation
import KataHarness
import Testing

@testable import KataCLI

/// One test at a time: the first builds the site (about a second) while the others would wait for it
/// on the other threads of the test run, which on two cores are all of them.
@Suite("kata review: the generated site", .serialized)
struct ReviewSiteTests {
    static let site = ReviewSite.current()
    /// Every app × principle page, made once for all the tests that read them.
    static let reviewPages = site.plans().map(site.page)
    /// Every file of the site, rendered once for all the tests that read them.
    static let pages = site.files(rendering: reviewPages)

    @Test("the site's audit of each app is the one kata audit prints")
    func audits_areKataAuditsOnEveryApp() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for app in App.allCases {
            let audit = try #require(Self.site.audits[app])
            #expect(try encoder.encode(audit) == encoder.encode(AppAudit.audit(app, root: PackageFolder.root)))
        }
    }

    @Test("every app × principle page is written, with the index, the stylesheet and a card per kata")
    func pages_includeEveryAppAndPrincipleOnPackage() {
        let pages = Self.pages

        for app in App.allCases {
            for principle in Principle.allCases {
                #expect(pages["\(app.rawValue)-\(principle.rawValue).html"] != nil)
            }
        }
        #expect(pages["index.html"] != nil)
        #expect(pages["style.css"] != nil)
        for kata in KataLibrary.katas { #expect(pages["cards/\(kata.id).html"] != nil) }
        #expect(pages.count == 15 + 2 + KataLibrary.katas.count)
    }

    @Test("a review exercise's page shows both sides, each expert comment right under its line, and the audit table")
    func page_showsCommentsAnchoredToLinesOnReviewExercise() throws {
        let html = try #require(Self.pages["cart-ocp.html"])

        #expect(html.contains("<section class=\"side starter\""))
        #expect(html.contains("<section class=\"side refactored\""))
        #expect(html.contains("<figcaption><code>Starter/Cart/InventoryScreen.swift</code></figcaption>"))
        #expect(html.contains("<figcaption><code>Refactored/Cart/Domain/Currency.swift</code></figcaption>"))
        #expect(html.contains("<caption>Shopping cart in numbers: swift run kata audit cart</caption>"))
        let review = try #require(Self.site.texts.first { $0.id == "review-ocp" })
        #expect(review.comments.count == 5)
        let blocking = review.comments[1]
        #expect(blocking.anchor == #"default: return "$""#)
        let file = try #require(Self.site.files["Starter/Cart/InventoryScreen.swift"])
        let line = try #require(file.lines.firstIndex { $0.contains(#"default: return "$""#) }) + 1
        let lineStart = try #require(html.range(of: "id=\"starter-0-L\(line)\""))
        let afterLine = html[lineStart.upperBound...]
        let nextLine = afterLine.range(of: "<div class=\"line")?.lowerBound ?? afterLine.endIndex
        #expect(afterLine[..<nextLine].contains("<aside class=\"note\" id=\"starter-note-2\""))
        #expect(html.contains("<a href=\"#starter-note-2\">2 · line \(line)</a>"))
    }

    @Test("code is HTML-escaped: no character of the source can open a tag")
    func page_escapesCodeOnAngleBracketsAndAmpersands() throws {
        let text = "struct Box<T> { let a = 1 < 2 && \"<b>\" == \"&\" }\n"
        let file = SourceFile(path: "Starter/Cart/CartScreen.swift", text: text)
        let site = ReviewSite(
            texts: Self.site.texts, files: ["Starter/Cart/CartScreen.swift": file], audits: Self.site.audits)

        let html = try #require(site.pages(apps: [.cart], principles: [.isp])["cart-isp.html"])

        #expect(html.contains("<span class=\"t\">Box</span>&lt;<span class=\"t\">T</span>&gt;"))
        #expect(html.contains("&amp;&amp;"))
        #expect(html.contains("<span class=\"s\">&quot;&lt;b&gt;&quot;</span>"))
        #expect(!html.contains("\"<b>\""))
    }

    @Test("a renamed Starter symbol gives the page a notice and the whole file, not an error")
    func page_showsFallbackOnRenamedStarterSymbol() throws {
        let original = try #require(Self.site.files["Starter/Cart/CartScreen.swift"])
        let renamed = SourceFile(
            path: original.path,
            text: original.lines.joined(separator: "\n").replacingOccurrences(of: "invView", with: "pricer"))
        var files = Self.site.files
        files[original.path] = renamed
        let site = ReviewSite(texts: Self.site.texts, files: files, audits: Self.site.audits)

        let html = try #require(site.pages(apps: [.cart], principles: [.isp])["cart-isp.html"])

        #expect(html.contains("<code>invView</code> no longer exists in this file: the whole file is shown."))
        #expect(html.contains("id=\"starter-0-L\(renamed.lines.count)\""))
    }

    @Test("the printed handout's page count is in the page, one head sheet and the sheets of the longer side")
    func page_declaresPrintedSheetsOnEveryPage() {
        for page in Self.reviewPages {
            let expected =
                1
                + max(
                    PrintSheets.chunks(page.leftItems).count, PrintSheets.chunks(page.rightItems).count, 1)

            #expect(page.printedSheets == expected)
            let html = Self.pages[page.plan.fileName] ?? ""
            #expect(html.contains("<meta name=\"kata-print-pages\" content=\"\(expected)\">"))
        }
    }

    @Test("no printed chunk holds more rows than a sheet, unless one line alone is longer")
    func chunks_fitSheetOnEveryPage() {
        for page in Self.reviewPages {
            for chunk in PrintSheets.chunks(page.leftItems) + PrintSheets.chunks(page.rightItems) {
                #expect(chunk.map(\.rows).reduce(0, +) <= PrintSheets.rowsPerSheet || chunk.count == 1)
            }
        }
    }

    @Test("a kata card has the goal, the steps, done-when and the commands of its kata")
    func card_showsGoalStepsDoneWhenCommandsOnKata() throws {
        let html = try #require(Self.pages["cards/expenses-ocp.html"])

        for heading in ["Goal", "Steps", "Done when", "Commands"] { #expect(html.contains("<h2>\(heading)</h2>")) }
        #expect(html.contains("swift run kata check expenses --implementation starter"))
        #expect(html.contains("<li><strong>Name the periods.</strong>"))
    }

    @Test("a review card names the commands that open it; a kata run in timed rounds lists the rounds as its steps")
    func card_showsCommandsAndRoundsOnReviewAndParallelKata() throws {
        let review = try #require(Self.pages["cards/review-ocp.html"])
        let parallel = try #require(Self.pages["cards/registration-parallel-changes.html"])

        #expect(review.contains("swift run kata show review-ocp\nswift run kata review --app cart"))
        #expect(parallel.contains("<li><strong>Round 1: the Starter (30 minutes).</strong>"))
        #expect(parallel.contains("<li><strong>Round 2: the Refactored (30 minutes).</strong>"))
    }

    @Test("kata review writes the site and prints the index's path and URL; kata audit --json parses")
    func run_writesSiteAndPrintsItsAddressOnReviewCommand() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (terminal, output) = CapturedOutput.terminal()

        let code = await KataCLI.run(["review", "--output", folder.path, "--app", "cart"], terminal: terminal)
        let auditCode = await KataCLI.run(["audit", "cart", "--json"], terminal: terminal)

        #expect(code == .success)
        #expect(auditCode == .success)
        let index = folder.appendingPathComponent("index.html")
        #expect(FileManager.default.fileExists(atPath: index.path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("cart-dip.html").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("expenses-dip.html").path))
        #expect(
            output.standardOutput.contains("Wrote 5 review pages, \(KataLibrary.katas.count) kata cards and the index:")
        )
        #expect(output.standardOutput.contains(index.standardizedFileURL.absoluteString))
        let json = try #require(
            output.standardOutput.components(separatedBy: "and the index:").last?
                .components(separatedBy: "\n").drop { !$0.hasPrefix("[") }.joined(separator: "\n"))
        let audits = try JSONDecoder().decode([AppAudit].self, from: Data(json.utf8))
        #expect(audits.map(\.app) == ["cart"])
        #expect(audits[0].facts.count == 7)
    }
}
