import Foundation
import Specs
import Testing

@testable import KataTool

/// A table's refactor of the fixture cart: the cart screen depends on a small `PriceFormatting` role (a
/// new file) instead of the inventory screen; the inventory screen's `prc` is untouched.
@Suite("kata review: the pages follow a table's refactor")
struct ReviewFollowsRefactorTests {
    static let shipped = [ReviewSiteTests.inventoryScreen, ReviewSiteTests.cartScreen, ReviewSiteTests.cartManager]
    static let site: ReviewSite = {
        var site = ReviewSiteTests.siteWithStarterFile(refactoredCartScreen)
        site = ReviewSite(
            texts: site.texts,
            files: site.files.merging([
                refactoredInventoryScreen.path: refactoredInventoryScreen, priceFormatting.path: priceFormatting,
            ]) { _, new in new },
            audits: site.audits)
        site.source = SiteSource(
            provenance: "commit `abc1234`", madeAt: "",
            shippedStarter: Dictionary(uniqueKeysWithValues: shipped.map { ($0.path, $0) }),
            shippedFrom: "`origin/main` (commit `abc1234`)")
        return site
    }()
    static let pages = site.pages(apps: [.cart])

    @Test("a file the table added is shown whole on its app's pages, and said to be new")
    func page_showsNewFileWholeAndSaysSo() throws {
        let html = try #require(Self.pages["cart-isp.html"])

        #expect(html.contains("<figcaption><code>Starter/Cart/PriceFormatting.swift</code></figcaption>"))
        #expect(html.contains("New in your Starter: the shipped Starter has no such file. It is shown whole."))
        #expect(html.contains("id=\"starter-Starter-Cart-PriceFormatting-swift-L3\""))
    }

    @Test("each note says whether its code is still there, no longer matches, or is gone")
    func notes_sayWhetherTheirCodeIsStillThere() throws {
        let page = try #require(Self.page("cart-isp.html"))
        let statuses = Dictionary(page.starter.notes.map { ($0.text, $0.status) }) { first, _ in first }

        let smell = try #require(statuses.first { $0.key.hasPrefix("To price one row") }?.value)
        #expect(
            smell
                == .changed(
                    "`InventoryScreen`, `prc` changed since the shipped Starter; `invView` no longer in your code: "
                        + "check it against the Refactored."))
        let weak = try #require(page.starter.notes.first { $0.text.contains("on `?? \"\"`") })
        #expect(weak.status == .gone("no line of your code holds `?? \"\"` any more."))
        let cartTapped = try #require(page.starter.notes.first { $0.text.contains("on `cartTapped()`") })
        #expect(cartTapped.status == .stillThere("your code still holds `cartTapped()`."))
        let html = try #require(Self.pages["cart-isp.html"])
        #expect(
            html.contains(
                "<span class=\"status\"><strong>Gone:</strong> no line of your code holds <code>?? &quot;&quot;</code> any more.</span>"
            ))
        #expect(
            html.contains(
                "Your code, compared with the shipped Starter of <code>origin/main</code> (commit <code>abc1234</code>)"
            ))
        #expect(html.contains("<a href=\"cart-changes.html\">Every change you made</a>"))
    }

    @Test("a smell is still there only when all its symbols are as shipped, gone when none is left")
    func status_saysChangedOrGoneOnChangedAndRemovedSymbols() {
        let comparison = StarterComparison(
            app: .cart, files: Self.site.files,
            shipped: Dictionary(uniqueKeysWithValues: Self.shipped.map { ($0.path, $0) }))
        let screen = "Starter/Cart/CartScreen.swift"

        #expect(
            comparison.status(of: CodeNote(files: [screen], symbols: ["cell(at:)"], text: "x", kataID: "k"))
                == .changed("`cell(at:)` changed since the shipped Starter: check it against the Refactored."))
        #expect(
            comparison.status(of: CodeNote(files: [screen], symbols: ["invView"], text: "x", kataID: "k"))
                == .gone("`invView` no longer in your code."))
        #expect(
            comparison.status(of: CodeNote(files: [screen], symbols: ["render()"], text: "x", kataID: "k"))
                == .stillThere("`render()` as shipped."))
        #expect(
            comparison.status(of: CodeNote(files: [screen], symbols: ["render()", "invView"], text: "x", kataID: "k"))
                == .changed("`invView` no longer in your code; `render()` as shipped: check it against the Refactored.")
        )
    }

    @Test("the changes page shows each changed or added file of the app as a diff, with links to its lines")
    func changesPage_showsDiffOfChangedAndAddedFiles() throws {
        let html = try #require(Self.pages["cart-changes.html"])

        #expect(html.contains("2 changed, 1 added, 0 removed"))
        #expect(
            html.contains(
                "<h2><a href=\"#file-Starter-Cart-PriceFormatting-swift\"><code>Starter/Cart/PriceFormatting.swift</code></a> <span class=\"kind\">added</span></h2>"
            ))
        #expect(
            html.contains(
                "<div class=\"line removed\" id=\"file-Starter-Cart-CartScreen-swift-R5\"><a class=\"ln\" href=\"#file-Starter-Cart-CartScreen-swift-R5\">5</a><span class=\"mark\" aria-label=\"removed\">-</span>"
            ))
        #expect(html.contains("<div class=\"line added\" id=\"file-Starter-Cart-CartScreen-swift-L5\">"))
        #expect(!html.contains("CartManager.swift"))
        #expect(ReviewPartialSiteTests.brokenLinks(in: Self.pages) == [])
    }

    @Test("lines kept, removed and added, as the standard library's difference finds them, with context")
    func lineDiff_rowsAndHunksOnEditedLines() {
        let rows = UnifiedDiff.rows(
            ["a", "b", "c", "d", "e", "f", "g", "h", "i"], ["a", "B", "c", "d", "e", "f", "g", "h", "i"])

        #expect(rows[1] == .removed("b", before: 2))
        #expect(rows[2] == .added("B", after: 2))
        #expect(rows[3] == .same("c", before: 3, after: 3))
        let hunks = UnifiedDiff.hunks(rows, context: 1)
        #expect(
            hunks == [
                .same("a", before: 1, after: 1), .removed("b", before: 2), .added("B", after: 2),
                .same("c", before: 3, after: 3), nil,
            ])
    }

    @Test("with no shipped Starter the page says it compares nothing, and no note claims a status")
    func page_saysItComparesNothingWithoutShippedStarter() throws {
        let site = ReviewSiteTests.siteWithStarterFile(Self.refactoredCartScreen)

        let page = site.page(try #require(site.plans(apps: [.cart], principles: [.isp]).first))

        #expect(page.starter.notes.allSatisfy { $0.status == nil })
        #expect(page.html.description.contains("Not compared with a shipped Starter: git has none here"))
    }

    // MARK: - Fixtures

    static func page(_ name: String) -> ReviewPageHTML? {
        site.plans(apps: [.cart]).first { $0.fileName == name }.map { site.page($0) }
    }

    static let refactoredCartScreen = SourceFile(
        path: "Starter/Cart/CartScreen.swift",
        text: ReviewSiteTests.cartScreen.lines.joined(separator: "\n")
            .replacingOccurrences(
                of: "public weak var invView: InventoryScreen?", with: "public var prices: PriceFormatting?"
            )
            .replacingOccurrences(
                of: #"invView?.prc((price: item["price"] as! Int, cur: item["cur"] as! String)) ?? """#,
                with: #"prices?.prc((price: item["price"] as! Int, cur: item["cur"] as! String)) ?? "-""#))

    static let refactoredInventoryScreen = SourceFile(
        path: "Starter/Cart/InventoryScreen.swift",
        text: ReviewSiteTests.inventoryScreen.lines.joined(separator: "\n")
            .replacingOccurrences(of: "screen.invView = self", with: "screen.prices = self"))

    static let priceFormatting = SourceFile(
        path: "Starter/Cart/PriceFormatting.swift",
        text: """
            /// What the cart screen needs of the inventory: the price text of a product.
            public protocol PriceFormatting: AnyObject {
                func prc(_ p: (price: Int, cur: String)) -> String
            }

            extension InventoryScreen: PriceFormatting {}

            """)
}
