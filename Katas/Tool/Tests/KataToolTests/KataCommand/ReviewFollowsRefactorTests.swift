import Foundation
import Specs
import Testing

@testable import KataTool

/// A table's refactor of the fixture cart, committed in a scratch git repository and changed after: the
/// cart screen depends on a small `PriceFormatting` role (a new file) instead of the inventory screen, and
/// the global cart moved to `Model/` as `CartStore` (`git mv`, then renamed where it is used).
@Suite("kata review: the pages follow a table's refactor", .serialized)
struct ReviewFollowsRefactorTests {
    static let repository: ScratchRepository = {
        let repository = try! ScratchRepository()
        for file in [ReviewSiteTests.inventoryScreen, ReviewSiteTests.cartScreen] {
            try! repository.write(file.lines.joined(separator: "\n") + "\n", to: file.path)
        }
        try! repository.write(shippedCartManager, to: "Starter/Cart/CartManager.swift")
        repository.git("add", "-A")
        repository.git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-qm", "Starter")
        try! repository.write(refactoredCartScreen, to: "Starter/Cart/CartScreen.swift")
        try! repository.write(refactoredInventoryScreen, to: "Starter/Cart/InventoryScreen.swift")
        try! repository.write(priceFormatting, to: "Starter/Cart/PriceFormatting.swift")
        try! FileManager.default.createDirectory(
            at: repository.root.appendingPathComponent("Starter/Cart/Model"), withIntermediateDirectories: true)
        repository.git("mv", "Starter/Cart/CartManager.swift", "Starter/Cart/Model/CartStore.swift")
        let moved = try! repository.read("Starter/Cart/Model/CartStore.swift")
        try! repository.write(
            moved.replacingOccurrences(of: "CartManager", with: "CartStore"), to: "Starter/Cart/Model/CartStore.swift")
        return repository
    }()
    static let source = try! SiteSource.read(root: repository.root, since: "HEAD", now: Date(timeIntervalSince1970: 0))
    static let site = ReviewSite.current(root: repository.root, source: source)
    static let pages = site.pages(apps: [.cart])

    @Test("git's rename detection: a moved and renamed file is one change, moved, with its edited lines")
    func source_seesTheMoveAsAMove() throws {
        let changes = try #require(Self.source.changes)

        #expect(changes.map(\.state).sorted() == ["added", "changed", "changed", "moved"])
        let moved = try #require(changes.first { $0.state == "moved" })
        #expect(
            moved.oldPath == "Starter/Cart/CartManager.swift" && moved.newPath == "Starter/Cart/Model/CartStore.swift")
        #expect(moved.rows.contains { $0?.kind == .added && $0?.text.contains("CartStore()") == true })
        #expect(Self.source.moves == ["Starter/Cart/CartManager.swift": "Starter/Cart/Model/CartStore.swift"])
    }

    @Test("the changes page shows the move as a move, and the shipped and new line numbers in two columns")
    func changesPage_showsMovesAndTwoNumberColumns() throws {
        let html = try #require(Self.pages["cart-changes.html"])

        #expect(html.contains("2 changed, 1 moved, 1 added, 0 removed"))
        #expect(
            html.contains(
                "<code>Starter/Cart/Model/CartStore.swift</code></a> <span class=\"kind\">moved from <code>Starter/Cart/CartManager.swift</code></span>"
            ))
        #expect(!html.contains("<span class=\"kind\">removed</span>"))
        // A kept line has both numbers; a removed line only the shipped one, an added line only the new one.
        #expect(
            html.contains(
                "<a class=\"ln\" href=\"#file-Starter-Cart-CartScreen-swift-L4\">4</a><a class=\"ln\" href=\"#file-Starter-Cart-CartScreen-swift-L4\">4</a>"
            ))
        #expect(
            html.contains("-R5\">5</a><span class=\"ln\"></span><span class=\"mark\" aria-label=\"removed\">-</span>"))
        #expect(
            html.contains(
                "<span class=\"ln\"></span><a class=\"ln\" href=\"#file-Starter-Cart-CartScreen-swift-L5\">5</a>"))
        #expect(ReviewPartialSiteTests.brokenLinks(in: Self.pages) == [])
    }

    @Test("a moved file is shown where it went, beside its notes, and is not called new")
    func page_showsAMovedFileWhereItWent() throws {
        let html = try #require(Self.pages["cart-dip.html"])
        let page = try #require(Self.page("cart-dip.html"))

        #expect(html.contains("<h3 class=\"file\"><code>Starter/Cart/Model/CartStore.swift</code></h3>"))
        #expect(html.contains("<code>Starter/Cart/CartManager.swift</code> moved here."))
        #expect(!html.contains("<code>Starter/Cart/Model/CartStore.swift</code></h3><p class=\"notice new\""))
        let global = try #require(page.starter.notes.first { $0.id == "cart-refactorability#1" })
        let anchor = try #require(global.anchor)
        #expect(page.starter.excerpts[anchor.excerpt].path == "Starter/Cart/Model/CartStore.swift")
        #expect(global.verdict?.status == .stillThere)
        #expect(global.verdict?.hint == "`CartManager.shared` is not in your code under that name: renamed?")
        #expect(
            html.contains(
                "<a href=\"#starter-note-\(global.label)\">\(global.label) · CartStore.swift:\(anchor.line)</a>"))
    }

    @Test("a file the table added is shown whole on its app's pages, and said to be new")
    func page_showsNewFileWholeAndSaysSo() throws {
        let html = try #require(Self.pages["cart-isp.html"])

        #expect(html.contains("<h3 class=\"file\"><code>Starter/Cart/PriceFormatting.swift</code></h3>"))
        #expect(html.contains("New in your Starter: the shipped Starter has no such file. It is shown whole."))
        #expect(html.contains("id=\"starter-Starter-Cart-PriceFormatting-swift-L3\""))
    }

    @Test("each verdict says how it was reached: the check, what it found, and where, as a link to the line")
    func notes_sayHowTheirVerdictWasReached() throws {
        let page = try #require(Self.page("cart-isp.html"))
        let html = try #require(Self.pages["cart-isp.html"])

        let weak = try #require(page.starter.notes.first { $0.id == "review-isp#3" })
        #expect(weak.verdict?.status == .gone)
        #expect(weak.verdict?.hint == "no line of your code holds `?? \"\"` now: changed, or moved?")
        let builds = try #require(page.starter.notes.first { $0.id == "review-isp#4" })
        #expect(builds.verdict?.status == .stillThere)
        let line =
            try #require(
                Self.refactoredInventoryScreen.components(separatedBy: "\n").firstIndex { $0.contains("CartScreen()") })
            + 1
        #expect(
            html.contains(
                "<strong>Still there.</strong> Checked in the type that shows <code>&quot;Total in cart&quot;</code>: a "
                    + "call of the cart screen&#39;s initializer (the type that shows <code>&quot;Nothing in the cart&quot;</code>): "
                    + "found at <a href=\"#starter-Starter-Cart-InventoryScreen-swift-L\(line)\"><code>InventoryScreen.swift:\(line)</code></a>."
            ))
        #expect(html.contains("<strong>Gone.</strong> Checked in the type that shows"))
        #expect(html.contains("<a href=\"cart-changes.html\">Every change you made</a>"))
    }

    @Test("changes parsed from git diff: added, removed, moved and changed files, gaps between hunks")
    func parse_readsGitDiffOutput() {
        let diff = """
            diff --git a/Starter/Cart/A.swift b/Starter/Cart/B.swift
            similarity index 90%
            rename from Starter/Cart/A.swift
            rename to Starter/Cart/B.swift
            index 1..2 100644
            --- a/Starter/Cart/A.swift
            +++ b/Starter/Cart/B.swift
            @@ -4,3 +4,3 @@ struct A {
             let a = 1
            -let b = 2
            +let b = 3
            diff --git a/Starter/Cart/C.swift b/Starter/Cart/C.swift
            new file mode 100644
            --- /dev/null
            +++ b/Starter/Cart/C.swift
            @@ -0,0 +1 @@
            +struct C {}
            diff --git a/Starter/Cart/D.swift b/Starter/Cart/D.swift
            deleted file mode 100644
            --- a/Starter/Cart/D.swift
            +++ /dev/null
            @@ -1 +0,0 @@
            -struct D {}
            """

        let changes = FileChange.parse(gitDiff: diff)

        #expect(changes.map(\.state) == ["moved", "added", "removed"])
        #expect(
            changes[0].rows == [
                nil, .init(kind: .same, old: 4, new: 4, text: "let a = 1"),
                .init(kind: .removed, old: 5, new: nil, text: "let b = 2"),
                .init(kind: .added, old: nil, new: 5, text: "let b = 3"),
            ])
        #expect(changes[1].rows == [.init(kind: .added, old: nil, new: 1, text: "struct C {}")])
        #expect(changes[2].path == "Starter/Cart/D.swift" && changes[2].newPath == nil)
    }

    @Test("with no shipped Starter the notes still give their verdicts, and the page says it lists no changes")
    func page_givesVerdictsWithoutShippedStarter() throws {
        let site = ReviewSiteTests.siteWithStarterFile(ReviewSiteTests.cartScreen)

        let page = site.page(try #require(site.plans(apps: [.cart], principles: [.isp]).first))

        #expect(page.starter.notes.filter { $0.verdict != nil }.allSatisfy { $0.verdict?.status == .stillThere })
        #expect(page.html.description.contains("There is no shipped Starter here to list your changes against"))
    }

    @Test(
        "files moved out of the app's shipped folder are still the app's: the audit and the changes page follow its adapter"
    )
    func filesMovedOutOfTheFolder_areFoundThroughTheAdapter() throws {
        let repository = try ScratchRepository()
        let adapter = "Tests/Adapters/Starter/StarterShoppingCart.swift"
        for file in [ReviewSiteTests.inventoryScreen, ReviewSiteTests.cartScreen, ReviewSiteTests.cartManager] {
            try repository.write(file.lines.joined(separator: "\n") + "\n", to: file.path)
        }
        try repository.write("import Starter\nlet screens = (InventoryScreen(), CartScreen())\n", to: adapter)
        repository.git("add", "-A")
        repository.git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-qm", "Starter")
        try FileManager.default.createDirectory(
            at: repository.root.appendingPathComponent("Starter/Store"), withIntermediateDirectories: true)
        for name in ["InventoryScreen", "CartScreen", "CartManager"] {
            repository.git("mv", "Starter/Cart/\(name).swift", "Starter/Store/\(name).swift")
        }
        try repository.write("public struct Shop {\n    public init() {}\n}\n", to: "Starter/Store/Shop.swift")
        try repository.write(
            "import Starter\nlet screens = (InventoryScreen(), CartScreen(), Shop())\n", to: adapter)

        let source = try SiteSource.read(root: repository.root, since: "HEAD", now: Date(timeIntervalSince1970: 0))
        let html = try #require(
            ReviewSite.current(root: repository.root, source: source).pages(apps: [.cart])[
                "cart-changes.html"])
        let audit = AppAudit.audit(.cart, root: repository.root)

        #expect(html.contains("1 changed, 3 moved, 1 added, 0 removed"))
        #expect(html.contains("<code>Starter/Store/Shop.swift</code>"))
        let size = try #require(audit.facts.first?.starter)
        #expect(size.summary.hasPrefix("4 files, "))
        #expect(
            size.details.map { $0.components(separatedBy: ":")[0] }.sorted() == [
                "Starter/Store/CartManager.swift", "Starter/Store/CartScreen.swift",
                "Starter/Store/InventoryScreen.swift",
                "Starter/Store/Shop.swift",
            ])
    }

    @Test(
        "a module split: the manifest and a file several apps use are on every app's changes page, counted apart"
    )
    func sharedChanges_areOnEveryAppsChangesPage() throws {
        let repository = try ScratchRepository()
        for file in [ReviewSiteTests.inventoryScreen, ReviewSiteTests.cartScreen, ReviewSiteTests.cartManager] {
            try repository.write(file.lines.joined(separator: "\n") + "\n", to: file.path)
        }
        try repository.write("// swift-tools-version: 6.0\n.target(name: \"Starter\")\n", to: "Package.swift")
        try repository.write("func formatAmount() {}\n", to: "Starter/Shared/Formatting.swift")
        repository.git("add", "-A")
        repository.git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-qm", "Starter")
        try repository.write(
            "// swift-tools-version: 6.0\n.target(name: \"StarterShared\")\n.target(name: \"StarterCart\")\n",
            to: "Package.swift")
        try repository.write("public func formatAmount() {}\n", to: "Starter/Shared/Formatting.swift")

        let source = try SiteSource.read(root: repository.root, since: "HEAD", now: Date(timeIntervalSince1970: 0))
        let pages = ReviewSite.current(root: repository.root, source: source).pages(apps: [.cart, .expenses])

        for name in ["cart-changes.html", "expenses-changes.html"] {
            let html = try #require(pages[name])
            #expect(html.contains("own files are the shipped ones (<code>HEAD</code>"), "\(name)")
            #expect(
                html.contains(
                    "Shared with the other apps (the package manifest, and Starter files that no one app owns: each "
                        + "app's page shows them): 2 changed, 0 moved, 0 added, 0 removed. Lines marked"),
                "\(name)")
            #expect(html.contains("<code>Package.swift</code></a> <span class=\"kind\">changed</span>"), "\(name)")
            #expect(html.contains("<code>Starter/Shared/Formatting.swift</code></a>"), "\(name)")
            #expect(html.contains("StarterCart"), "\(name)")
        }
    }

    @Test("the untouched Starter: a changes page says nothing changed, and shows nothing shared")
    func untouchedStarter_changesPageShowsNothingShared() throws {
        let repository = try ScratchRepository()
        try repository.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        try repository.write("func formatAmount() {}\n", to: "Starter/Shared/Formatting.swift")
        repository.git("add", "-A")
        repository.git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-qm", "Starter")

        let source = try SiteSource.read(root: repository.root, since: "HEAD", now: Date(timeIntervalSince1970: 0))
        let html = try #require(
            ReviewSite.current(root: repository.root, source: source).pages(apps: [.cart])["cart-changes.html"])

        #expect(html.contains("is the shipped one (<code>HEAD</code>"))
        #expect(html.contains("nothing changed yet.</p>"))
        #expect(!html.contains("Shared with the other apps"))
    }

    // MARK: - Fixtures

    static func page(_ name: String) -> ReviewPageHTML? {
        site.plans(apps: [.cart]).first { $0.fileName == name }.map { site.page($0) }
    }

    static let refactoredCartScreen =
        ReviewSiteTests.cartScreen.lines.joined(separator: "\n")
        .replacingOccurrences(
            of: "public weak var invView: InventoryScreen?", with: "public var prices: PriceFormatting?"
        )
        .replacingOccurrences(
            of: #"invView?.prc((price: item["price"] as! Int, cur: item["cur"] as! String)) ?? """#,
            with: #"prices?.prc((price: item["price"] as! Int, cur: item["cur"] as! String)) ?? "-""#
        )
        .replacingOccurrences(of: "CartManager", with: "CartStore") + "\n"

    static let refactoredInventoryScreen =
        ReviewSiteTests.inventoryScreen.lines.joined(separator: "\n")
        .replacingOccurrences(of: "screen.invView = self", with: "screen.prices = self")
        .replacingOccurrences(of: "CartManager", with: "CartStore") + "\n"

    /// The global cart, with a few lines more than the pages' fixture: git sees a file as moved when at least
    /// half of it is kept.
    static let shippedCartManager =
        ReviewSiteTests.cartManager.lines.dropLast().joined(separator: "\n") + """

                public init() {}

                /// How many things the cart holds.
                public var count: Int { items.count }
            }

            """

    static let priceFormatting = """
        /// What the cart screen needs of the inventory: the price text of a product.
        public protocol PriceFormatting: AnyObject {
            func prc(_ p: (price: Int, cur: String)) -> String
        }

        extension InventoryScreen: PriceFormatting {}

        """
}
