import Foundation
import Specs
import Testing

@testable import KataTool

@Suite("kata review: partial sites, stale pages and what each page was made from")
struct ReviewPartialSiteTests {
    static let source = SiteSource(
        provenance: "commit `abc1234` and uncommitted changes", madeAt: "2026-01-02 03:04 +00:00")
    static let site: ReviewSite = {
        var site = ReviewSiteTests.siteWithStarterFile(ReviewSiteTests.cartScreen)
        site.source = source
        return site
    }()

    @Test(
        "a site of some apps and principles has no broken link: a page it does not have is named, not linked",
        arguments: [([App.cart], [Principle.ocp]), ([.cart], Principle.allCases), (App.allCases, [.isp])])
    func pages_haveNoBrokenLinkOnPartialSites(apps: [App], principles: [Principle]) {
        let pages = Self.site.pages(apps: apps, principles: principles)

        #expect(Self.brokenLinks(in: pages) == [])
        #expect(pages.keys.contains("index.html"))
    }

    @Test("the whole site has no broken link, and no page for a principle no kata names in an app")
    func pages_haveNoBrokenLinkAndNoStubOnWholeSite() throws {
        let pages = Self.site.pages()

        #expect(Self.brokenLinks(in: pages) == [])
        #expect(pages["cart-lsp.html"] == nil)
        let index = try #require(pages["index.html"])
        #expect(
            index.contains(
                "<tr><th scope=\"row\">Liskov substitution</th><td colspan=\"3\" data-label=\"Smell\">The katas name no liskov substitution "
                    + "smell in this app: it is practised on <a href=\"expenses-lsp.html\">Expense tracker</a>.</td></tr>"
            ))
        for (name, page) in pages {
            #expect(!page.contains("nothing to answer here") && !page.contains("none named in the katas"), "\(name)")
        }
    }

    @Test("every page says when and from which commit it was made, on screen and on its printed first sheet")
    func pages_nameTheirCommitAndTime() throws {
        let pages = Self.site.pages(apps: [.cart], principles: [.ocp])
        let made = "Made on 2026-01-02 03:04 +00:00 from commit <code>abc1234</code> and uncommitted changes"

        for (name, page) in pages where name.hasSuffix(".html") {
            #expect(page.contains("<footer><p>\(made) by <code>swift run kata review</code>."), "\(name)")
            #expect(page.contains("<meta name=\"kata-made-from\" content=\"Made on 2026-01-02 03:04 +00:00"), "\(name)")
        }
        #expect(try #require(pages["cart-ocp.html"]).contains("<p class=\"made\">\(made).</p>"))
    }

    @Test("a site written into a folder removes the pages an earlier run left there, and nothing else")
    func write_removesPagesOfAnEarlierRunOnly() throws {
        let folder = try TemporaryFolder(prefix: "kata-review").url
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.site.write(into: folder)
        let notes = folder.appendingPathComponent("notes.html")
        try Data("mine".utf8).write(to: notes)

        let written = try Self.site.write(into: folder, apps: [.cart], principles: [.ocp])

        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".html") }
        #expect(Set(left) == ["cart-ocp.html", "cart-changes.html", "index.html", "notes.html"])
        #expect(written.contains("cart-ocp.html") && !written.contains("expenses-srp.html"))
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
    }

    @Test("the time a site was made reads the same in any locale: year-month-day, 24-hour clock, offset")
    func timestamp_isISOLikeInTheGivenTimeZone() throws {
        let instant = Date(timeIntervalSince1970: 1_767_323_040)
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))

        #expect(SiteSource.timestamp(instant, in: tokyo) == "2026-01-02 12:04 +09:00")
        #expect(
            SiteSource.timestamp(instant, in: try #require(TimeZone(secondsFromGMT: 0))) == "2026-01-02 03:04 +00:00")
    }

    @Test("read from git: the commit, uncommitted changes, and the shipped Starter from where the branch came")
    func read_findsCommitChangesAndShippedStarterOnClone() throws {
        let origin = try ScratchRepository()
        defer { origin.remove() }
        try origin.write("struct A {}\n", to: "Starter/Cart/A.swift")
        origin.git("add", "-A")
        origin.git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-qm", "Starter")
        let clone = try TemporaryFolder(prefix: "kata-review-clone").url
        defer { try? FileManager.default.removeItem(at: clone) }
        _ = QuietProcess.output(of: ["git", "clone", "-q", origin.root.path, clone.path], in: origin.root)
        try Data("struct A { let b = 1 }\n".utf8).write(to: clone.appendingPathComponent("Starter/Cart/A.swift"))

        let source = try SiteSource.read(root: clone, since: nil, now: Date(timeIntervalSince1970: 0))

        let head = QuietProcess.output(of: ["git", "rev-parse", "--short", "HEAD"], in: clone).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(source.provenance == "commit `\(head)` and uncommitted changes")
        #expect(source.changes?.map(\.path) == ["Starter/Cart/A.swift"])
        #expect(source.changes?.first?.rows.compactMap { $0 }.map(\.text) == ["struct A {}", "struct A { let b = 1 }"])
        #expect(source.shippedFrom == "`origin/main` (commit `\(head)`)")
    }

    @Test("outside a git checkout the site says it was made from files in no commit, and compares nothing")
    func read_saysNoCommitOutsideGit() throws {
        let folder = try TemporaryFolder(prefix: "kata-review-plain").url
        defer { try? FileManager.default.removeItem(at: folder) }

        let source = try SiteSource.read(root: folder, since: nil, now: Date(timeIntervalSince1970: 0))

        #expect(source.provenance == "files in no git commit (uncommitted changes)")
        #expect(source.changes == nil)
        #expect(throws: UsageError.self) {
            try SiteSource.read(root: folder, since: "HEAD", now: Date(timeIntervalSince1970: 0))
        }
    }

    @Test("a --since git does not know is refused with its reason, exit 2, and nothing is written")
    func run_refusesAnUnknownSinceWithExitCode2() async throws {
        let folder = try TemporaryFolder(prefix: "kata-review-since").url
        defer { try? FileManager.default.removeItem(at: folder) }
        let (terminal, output) = CapturedOutput.terminal()

        let code = await KataCommandLine.run(
            ["review", "--since", "nosuchrev", "--output", folder.path], terminal: terminal)

        #expect(code == .usageError)
        #expect(output.standardError.hasPrefix("kata: --since nosuchrev: git knows no commit of that name here."))
        #expect(output.standardError.contains("Name a commit, a branch or a tag, e.g. --since origin/main"))
        #expect(!output.standardError.contains("no upstream"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    // MARK: - Helpers

    /// Each link of `pages` whose file is not in the site, or whose `#fragment` is no id of its file.
    static func brokenLinks(in pages: [String: String]) -> [String] {
        var broken: [String] = []
        for (name, page) in pages where name.hasSuffix(".html") {
            let folder = name.contains("/") ? String(name.prefix { $0 != "/" }) + "/" : ""
            for link in page.components(separatedBy: "href=\"").dropFirst().map({ String($0.prefix { $0 != "\"" }) }) {
                if link.hasSuffix("style.css") { continue }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                var target = parts[0].isEmpty ? name : folder + parts[0]
                if target.hasPrefix("cards/../") { target = String(target.dropFirst(9)) }
                guard let file = pages[target] else {
                    broken.append("\(name) → \(link)")
                    continue
                }
                if parts.count == 2, !file.contains("id=\"\(parts[1])\"") { broken.append("\(name) → \(link)") }
            }
        }
        return broken.sorted()
    }
}
