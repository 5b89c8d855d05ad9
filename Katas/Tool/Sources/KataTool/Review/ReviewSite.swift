import Foundation
import Specs

/// The review site: one page per app and principle the katas name a smell of, an index, one kata card
/// per kata and a stylesheet, made from the kata texts and the code as they are now.
struct ReviewSite {
    let texts: [KataText]
    let files: [String: SourceFile]
    let audits: [App: AppAudit]
    /// When and from which commit the site is made, and the shipped Starter to compare with.
    var source = SiteSource.workingFiles

    /// The folders whose code the kata texts name.
    static let codeFolders = ["Starter", "Refactored", "Tests/Adapters", "Tests/RefactoredTests"]

    /// The site of the package at `root`, as its files are now.
    static func current(root: URL = PackageFolder.root, source: SiteSource = .workingFiles) -> ReviewSite {
        let texts = KataLibrary.katas.map { KataText(id: $0.id, markdown: $0.text) }
        let files = codeFolders.flatMap { SourceFile.all(under: $0, of: root) }
        return ReviewSite(
            texts: texts, files: Dictionary(files.map { ($0.path, $0) }) { first, _ in first },
            audits: Dictionary(uniqueKeysWithValues: App.allCases.map { ($0, AppAudit.audit($0, among: files)) }),
            source: source)
    }

    /// The review pages of `apps` × `principles` that have something to show: a principle no kata names a
    /// smell of in an app has no page (the index says which apps practise it).
    func plans(apps: [App] = App.allCases, principles: [Principle] = Principle.allCases) -> [ReviewPagePlan] {
        apps.flatMap { app in principles.map { ReviewPagePlan(app: app, principle: $0, texts: texts) } }
            .filter { !$0.isEmpty }
    }

    /// The page of `plan`, linking only to the pages in `pagesInSite` (by default, every page of the site).
    func page(_ plan: ReviewPagePlan, pagesInSite: Set<String>? = nil) -> ReviewPageHTML {
        ReviewPageHTML(
            plan: plan, audit: audits[plan.app] ?? AppAudit(app: plan.app.rawValue, facts: []),
            resolver: ExcerptResolver(files: files, moves: source.moves), source: source,
            pagesInSite: pagesInSite ?? Self.pageNames(of: plans(), apps: App.allCases))
    }

    /// Every file of the site of `apps` × `principles`, by its path in the site's folder. A link to a page
    /// of another app or principle is a link only when that page is in the site.
    func pages(apps: [App] = App.allCases, principles: [Principle] = Principle.allCases) -> [String: String] {
        let plans = plans(apps: apps, principles: principles)
        let inSite = Self.pageNames(of: plans, apps: apps)
        var pages = files(rendering: plans.map { page($0, pagesInSite: inSite) }, pagesInSite: inSite)
        for app in apps {
            pages[ChangesPageHTML.fileName(app)] =
                ChangesPageHTML.html(app: app, files: files, source: source, pagesInSite: inSite)
                .description
        }
        return pages
    }

    /// Every file of the site with `reviewPages` as its review pages, linking only to `pagesInSite`.
    func files(rendering reviewPages: [ReviewPageHTML], pagesInSite: Set<String>? = nil) -> [String: String] {
        let inSite = pagesInSite ?? Set(reviewPages.map(\.plan.fileName))
        var pages: [String: String] = ["style.css": SiteStyle.css]
        pages["index.html"] =
            IndexPageHTML.html(plans: plans(), pagesInSite: inSite, audits: audits, katas: texts, source: source)
            .description
        for page in reviewPages { pages[page.plan.fileName] = page.html.description }
        for kata in texts {
            pages[KataCardHTML.fileName(kata.id)] = KataCardHTML.html(kata, source: source).description
        }
        return pages
    }

    static func pageNames(of plans: [ReviewPagePlan], apps: [App]) -> Set<String> {
        Set(plans.map(\.fileName) + apps.map(ChangesPageHTML.fileName))
    }

    /// Whether `path` is a name a file of the site can have: a site written into a folder replaces what an
    /// earlier run left there under these names, and leaves every other file alone.
    static func isSiteFile(_ path: String) -> Bool {
        let reviewPages = App.allCases.flatMap { app in
            Principle.allCases.map { ReviewPagePlan.fileName(app, $0) } + [ChangesPageHTML.fileName(app)]
        }
        return reviewPages.contains(path) || path == "index.html" || path == "style.css"
            || (path.hasPrefix("cards/") && path.hasSuffix(".html") && !path.dropFirst(6).contains("/"))
    }

    /// Writes the site into `folder`, after removing the site's files an earlier run left there that this
    /// site does not have, so the index never links to a page older than itself; returns the paths
    /// written, sorted.
    @discardableResult
    func write(into folder: URL, apps: [App] = App.allCases, principles: [Principle] = Principle.allCases) throws
        -> [String]
    {
        let pages = pages(apps: apps, principles: principles)
        let manager = FileManager.default
        for path in manager.subpaths(atPath: folder.path) ?? [] where Self.isSiteFile(path) && pages[path] == nil {
            try manager.removeItem(at: folder.appendingPathComponent(path))
        }
        for (path, text) in pages {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return pages.keys.sorted()
    }

    /// What the pages say about code that is not there: a file or symbol the texts name that the code
    /// no longer has (the page shows a notice instead), an expert comment quoting text that no shown
    /// line contains, or a note whose smell check does not find its smell (or that has no check). On an
    /// attendee's refactored tree these are expected, and the pages say so; on the untouched tree each is a
    /// text or a check to mend, and `kata review --strict` (CI's check) fails on it.
    func quoteProblems(apps: [App] = App.allCases, principles: [Principle] = Principle.allCases) -> [String] {
        plans(apps: apps, principles: principles).map { page($0) }.flatMap { page -> [String] in
            let name = page.plan.fileName
            let notices = (page.starter.excerpts + page.refactored.excerpts).compactMap(\.notice).map {
                "\(name): \($0)"
            }
            let unanchored = (page.plan.review?.comments ?? []).compactMap { comment -> String? in
                let quote = ReviewSide.line(containing: comment.anchor ?? "", in: page.starter.excerpts)
                guard let quoted = comment.anchor, quote == nil else { return nil }
                return "\(name): expert comment \(comment.number) quotes `\(quoted)`, which no shown line contains."
            }
            let unchecked = page.starter.notes.compactMap { note -> String? in
                guard let id = note.id else { return nil }
                let aboutAPlace =
                    page.plan.review?.comments.first { "\(page.plan.review?.id ?? "")#\($0.number)" == id }
                    .map(\.namesPlace) ?? true
                if note.verdict == nil, aboutAPlace { return "\(name): note \(id) has no smell check (`SmellChecks`)." }
                guard let verdict = note.verdict, verdict.status != .stillThere else { return nil }
                return
                    "\(name): note \(id) reads \(verdict.head) on this code: its check looks for \(verdict.looksFor)."
            }
            return notices + unanchored + unchecked
        } + unquotedPlaces
    }

    /// The expert comments that name a place (`Suggestion, on the amount branch.`) without quoting a line
    /// of it: the page could not put them on their line. Each must quote one, e.g.
    /// `**Suggestion, on the amount branch, `if amountText.isEmpty {`.**`.
    var unquotedPlaces: [String] {
        texts.flatMap { text in
            text.comments.filter { $0.namesPlace && $0.anchor == nil }.map {
                "\(text.id): expert comment \($0.number) names a place but quotes no line of it: add one in backticks."
            }
        }
    }
}
