import Foundation
import Specs
import Testing

@testable import KataTool

/// One test at a time: the first builds the site (about a second) while the others would wait for it
/// on the other threads of the test run, which on two cores are all of them.
@Suite("kata review: the generated site", .serialized)
struct ReviewSiteTests {
    static let site = ReviewSite.current()
    /// Every app × principle page, made once for all the tests that read them.
    static let reviewPages = site.plans().map { site.page($0) }
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

    @Test(
        "every app × principle page the katas name a smell of is written, with the index, the stylesheet and a card per kata"
    )
    func pages_includeEveryAppAndPrincipleWithASmellOnPackage() {
        let pages = Self.pages

        for plan in Self.site.plans() { #expect(pages[plan.fileName] != nil) }
        #expect(pages["index.html"] != nil)
        #expect(pages["style.css"] != nil)
        for kata in KataLibrary.katas { #expect(pages["cards/\(kata.id).html"] != nil) }
        #expect(pages.count == Self.site.plans().count + 2 + KataLibrary.katas.count)
    }

    @Test("a review exercise's page shows both sides, each expert comment right under its line, and the audit table")
    func page_showsCommentsAnchoredToLinesOnReviewExercise() throws {
        let site = Self.siteWithStarterFile(Self.inventoryScreen)
        let html = try #require(site.pages(apps: [.cart], principles: [.ocp])["cart-ocp.html"])

        #expect(html.contains("<section class=\"side starter\""))
        #expect(html.contains("<section class=\"side refactored\""))
        #expect(html.contains("<h3 class=\"file\"><code>\(Self.inventoryScreen.path)</code></h3>"))
        #expect(html.contains("<h3 class=\"file\"><code>Refactored/Cart/Domain/Currency.swift</code></h3>"))
        #expect(html.contains("<caption>Shopping cart in numbers: swift run kata audit cart</caption>"))
        let review = try #require(site.texts.first { $0.id == "review-ocp" })
        #expect(review.comments.count == 5)
        let blocking = review.comments[1]
        #expect(blocking.anchor == #"default: return "$""#)
        let line = try #require(Self.inventoryScreen.lines.firstIndex { $0.contains(#"default: return "$""#) }) + 1
        let lineStart = try #require(html.range(of: "id=\"starter-Starter-Cart-InventoryScreen-swift-L\(line)\""))
        let afterLine = html[lineStart.upperBound...]
        let nextLine = afterLine.range(of: "<div class=\"line")?.lowerBound ?? afterLine.endIndex
        let page = site.page(try #require(site.plans(apps: [.cart], principles: [.ocp]).first))
        let label = try #require(page.starter.notes.first { $0.id == "review-ocp#2" }?.label)
        #expect(afterLine[..<nextLine].contains("<aside class=\"note still\" id=\"starter-note-\(label)\""))
        #expect(html.contains("<a href=\"#starter-note-\(label)\">\(label) · InventoryScreen.swift:\(line)</a>"))
    }

    @Test("each side's heading names its katas once, without repeating its label")
    func headings_nameTheKatasWithoutRepeatingTheLabel() throws {
        let html = try #require(Self.pages["expenses-srp.html"])

        #expect(html.contains("The answer: from the katas review-srp and expenses-srp"))
        for (name, page) in Self.pages { #expect(!page.contains("answer: the answer"), "\(name)") }
    }

    @Test("table cells break only between words, and a table too wide for a phone scrolls inside itself")
    func style_keepsWordsWholeInTableCells() throws {
        let css = try #require(Self.pages["style.css"])

        let cells = try #require(css.range(of: "th, td {"))
        let rule = css[cells.upperBound...].prefix { $0 != "}" }
        #expect(rule.contains("overflow-wrap: break-word;"))
        #expect(css.contains("@media screen and (max-width: 40rem) { table { display: block; overflow-x: auto; } }"))
    }

    @Test("counts in the summary line agree with their noun: 1 review page, 5 review pages")
    func counted_agreesWithTheNoun() {
        #expect(1.counted("review page") == "1 review page")
        #expect(5.counted("review page") == "5 review pages")
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

    @Test("a renamed Starter symbol gives the page a notice and the whole file, not an error; --strict names it")
    func page_showsFallbackOnRenamedStarterSymbol() throws {
        let renamed = SourceFile(
            path: Self.cartScreen.path,
            text: Self.cartScreen.lines.joined(separator: "\n").replacingOccurrences(of: "invView", with: "pricer"))
        let site = Self.siteWithStarterFile(renamed)

        let html = try #require(site.pages(apps: [.cart], principles: [.isp])["cart-isp.html"])

        #expect(html.contains("<code>invView</code> no longer exists in this file: the whole file is shown."))
        #expect(html.contains("id=\"starter-Starter-Cart-CartScreen-swift-L\(renamed.lines.count)\""))
        #expect(
            site.quoteProblems(apps: [.cart], principles: [.isp]).contains {
                $0.hasPrefix("cart-isp.html: ") && $0.contains("`invView` no longer exists")
            })
        #expect(Self.siteWithStarterFile(Self.cartScreen).quoteProblems(apps: [.cart], principles: [.isp]).isEmpty)
    }

    @Test("--strict: an expert comment that quotes a line the code no longer has is named")
    func quoteProblems_nameAnExpertCommentWhoseQuoteIsGone() {
        let edited = SourceFile(
            path: Self.inventoryScreen.path,
            text: Self.inventoryScreen.lines.joined(separator: "\n").replacingOccurrences(
                of: #"default: return "$""#, with: #"default: return "?""#))

        let problems = Self.siteWithStarterFile(edited).quoteProblems(apps: [.cart], principles: [.ocp])

        #expect(
            problems.first
                == #"cart-ocp.html: expert comment 2 quotes `default: return "$"`, which no shown line contains."#
        )
        #expect(problems.count == 2)
        #expect(
            problems.last?.hasPrefix("cart-ocp.html: note review-ocp#2 reads Gone on this code: its check looks")
                == true)
        #expect(Self.siteWithStarterFile(Self.inventoryScreen).quoteProblems(apps: [.cart], principles: [.ocp]).isEmpty)
    }

    @Test("an expert comment that names a place quotes a line of it, or --strict names the comment")
    func quoteProblems_nameACommentThatNamesAPlaceWithoutQuotingIt() {
        let placed = ExpertComment(number: 2, item: "**Suggestion, on the amount branch, `if a {`.** Move it.")
        let unquoted = ExpertComment(number: 3, item: "**Suggestion, on the amount branch.** Move it.")
        let whole = ExpertComment(number: 1, item: "**Praise.** Good.")
        let markdown = "# Review: demo (SRP)\n\n## Review comments\n\n1. **Suggestion, on the place.** x\n"
        let text = KataText(id: "review-demo", markdown: markdown)

        let problems = ReviewSite(texts: [text], files: [:], audits: [:]).unquotedPlaces

        #expect(placed.anchor == "if a {" && placed.namesPlace)
        #expect(unquoted.anchor == nil && unquoted.namesPlace)
        #expect(!whole.namesPlace)
        #expect(
            problems == ["review-demo: expert comment 1 names a place but quotes no line of it: add one in backticks."])
        #expect(Self.site.unquotedPlaces.isEmpty)
    }

    @Test("notes are numbered in reading order on each side: the notes about the whole excerpt, then down the code")
    func notes_areNumberedInReadingOrder() {
        for page in Self.reviewPages {
            for side in [page.starter, page.refactored] {
                let places = side.notes.map { note in note.anchor.map { [$0.excerpt, $0.line] } ?? [-1, 0] }
                #expect(
                    places == places.sorted { $0.lexicographicallyPrecedes($1) }, "\(page.plan.fileName) \(side.id)")
                let labels = side.notes.map(\.label)
                let expected =
                    side.id == "starter"
                    ? side.notes.indices.map { "\($0 + 1)" }
                    : side.notes.indices.map {
                        String(Array("abcdefghijklmnopqrstuvwxyz")[$0])
                    }
                #expect(labels == expected, "\(page.plan.fileName) \(side.id)")
            }
        }
    }

    @Test("each note sits beside the line it quotes or names, and that line is shown, never folded away")
    func notes_sitBesideTheirShownLines() throws {
        for page in Self.reviewPages {
            for side in [page.starter, page.refactored] {
                for note in side.notes {
                    guard let anchor = note.anchor else { continue }
                    #expect(
                        side.excerpts[anchor.excerpt].lines.contains(anchor.line), "\(page.plan.fileName) \(note.label)"
                    )
                }
            }
            for comment in page.plan.review?.comments ?? [] where comment.anchor != nil {
                let note = try #require(
                    page.starter.notes.first { $0.id == "\(page.plan.review?.id ?? "")#\(comment.number)" })
                let anchor = try #require(note.anchor, "\(page.plan.fileName): comment \(comment.number)")
                let file = try #require(page.starter.excerpts[anchor.excerpt].file)
                #expect(file.lines[anchor.line - 1].contains(comment.anchor ?? ""))
            }
            let dateFormat = page.starter.notes.first { $0.id == "expenses-srp#7" }
            if let anchor = dateFormat?.anchor, let file = page.starter.excerpts[anchor.excerpt].file {
                #expect(
                    file.lines[anchor.line - 1].contains("DateFormatter"), "the date format's note is on its formatter")
            }
        }
    }

    @Test("a file's name is a heading on the review pages and the changes pages")
    func files_areHeadings() throws {
        let html = try #require(Self.pages["expenses-srp.html"])

        #expect(html.contains("<h3 class=\"file\"><code>Starter/Expenses/AddExpenseScreen.swift</code></h3>"))
        #expect(!html.contains("<figcaption>"))
    }

    @Test("a review card names the commands that open it")
    func card_showsCommandsOnReview() throws {
        let review = try #require(Self.pages["cards/review-ocp.html"])

        #expect(review.contains("swift run kata show review-ocp\nswift run kata review --app cart"))
    }

    @Test("kata review writes the site and prints the index's path and URL; kata audit --json parses")
    func run_writesSiteAndPrintsItsAddressOnReviewCommand() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (terminal, output) = CapturedOutput.terminal()

        let code = await KataCommandLine.run(["review", "--output", folder.path, "--app", "cart"], terminal: terminal)
        let auditCode = await KataCommandLine.run(["audit", "cart", "--json"], terminal: terminal)

        #expect(code == .success)
        #expect(auditCode == .success)
        let index = folder.appendingPathComponent("index.html")
        #expect(FileManager.default.fileExists(atPath: index.path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("cart-dip.html").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("expenses-dip.html").path))
        #expect(
            output.standardOutput.contains(
                "Wrote \(Self.site.plans(apps: [.cart]).count) review pages, 1 page of changes, "
                    + "\(KataLibrary.katas.count) kata cards and the index:"
            )
        )
        #expect(output.standardOutput.contains(index.standardizedFileURL.absoluteString))
        let json = try #require(
            output.standardOutput.components(separatedBy: "and the index:").last?
                .components(separatedBy: "\n").drop { !$0.hasPrefix("[") }.joined(separator: "\n"))
        let audits = try JSONDecoder().decode([AppAudit].self, from: Data(json.utf8))
        #expect(audits.map(\.app) == ["cart"])
        #expect(audits[0].facts.count == 7)
    }

    // MARK: - Fixtures

    /// The review site of this package with the test's own Starter cart in place of the working tree's
    /// Starter: the tests hold whatever an attendee has done to the Starter.
    static func siteWithStarterFile(_ file: SourceFile) -> ReviewSite {
        var files = site.files.filter { !$0.key.hasPrefix("Starter/") }
        for fixture in [inventoryScreen, cartScreen, cartManager] { files[fixture.path] = fixture }
        files[file.path] = file
        return ReviewSite(texts: site.texts, files: files, audits: site.audits)
    }

    /// The Starter's inventory screen as the kata texts describe it: every symbol they name is here.
    static let inventoryScreen = SourceFile(
        path: "Starter/Cart/InventoryScreen.swift",
        text: """
            import Foundation

            public class InventoryScreen {
                public let title = "Inventory"
                var inv: [Int: [String: Any]] = [0: ["name": "Flashlight", "desc": "A light", "price": 100, "cur": "USD"]]
                // currency picker
                public let curs = ["USD", "Rupee", "Yuan"]
                // selected currency
                public var selIdx = 0
                var rates: [String: [String: Double]] = [
                    "USD": ["USD": 1.0, "Rupee": 66.78, "Yuan": 6.87],
                    "Rupee": ["USD": 1 / 66.78, "Rupee": 1.0, "Yuan": 0.107],
                    "Yuan": ["USD": 1 / 6.87, "Rupee": 9.35, "Yuan": 1.0],
                ]
                public var cartScreen: CartScreen?

                public func curChanged(_ index: Int) {
                    selIdx = index
                }

                public func addTapped(_ _i: Int) {
                    CartManager.shared.items.append(inv[_i]!)
                }

                public var footerText: String { "Total in cart \\(CartManager.shared.items.count)" }

                public func cartTapped() {
                    let screen = CartScreen()
                    screen.invView = self
                    cartScreen = screen
                }

                public func cell(at _i: Int) -> String {
                    let item = inv[_i]!
                    return prc((price: item["price"] as! Int, cur: item["cur"] as! String))
                }

                // price text of a product in the selected currency
                func prc(_ p: (price: Int, cur: String)) -> String {
                    let to = curs[selIdx]
                    let amount = Double(p.price) * (rates[p.cur]?[to] ?? 1.0)
                    switch to {
                    case "Rupee": return "₹" + String(format: "%.2f", amount)
                    case "Yuan": return "元" + String(format: "%.2f", amount)
                    default: return "$" + String(format: "%.2f", amount)
                    }
                }

                public func render() -> String {
                    "Currency: \\(curs.joined(separator: " "))\\n\\(cell(at: 0))\\n\\(footerText)"
                }
            }

            """)

    /// The Starter's cart screen as the kata texts describe it.
    static let cartScreen = SourceFile(
        path: "Starter/Cart/CartScreen.swift",
        text: """
            import Foundation

            public class CartScreen {
                public let title = "Cart"
                public weak var invView: InventoryScreen?
                public var items: [[String: Any]] = []
                public var timer: Timer?

                public func viewDidAppear() {
                    items = CartManager.shared.items
                }

                public func cell(at row: Int) -> String {
                    let item = items[row]
                    return invView?.prc((price: item["price"] as! Int, cur: item["cur"] as! String)) ?? ""
                }

                public func render() -> String {
                    items.isEmpty ? "Nothing in the cart" : (0..<items.count).map(cell(at:)).joined(separator: "\\n")
                }
            }

            """)

    /// The Starter's global cart as the kata texts describe it.
    static let cartManager = SourceFile(
        path: "Starter/Cart/CartManager.swift",
        text: """
            /// The cart.
            public class CartManager {
                public static var shared = CartManager()
                public var items: [[String: Any]] = []
            }

            """)
}
