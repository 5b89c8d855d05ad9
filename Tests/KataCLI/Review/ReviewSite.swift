import Foundation
import KataHarness

/// The review site: one page per app and principle, an index, one kata card per kata and a stylesheet,
/// made from the kata texts and the code as they are now.
struct ReviewSite {
    let texts: [KataText]
    let files: [String: SourceFile]
    let audits: [App: AppAudit]

    /// The folders whose code the kata texts name.
    static let codeFolders = ["Starter", "Refactored", "Tests/Adapters", "Tests/RefactoredTests"]

    /// The site of the package at `root`, as its files are now.
    static func current(root: URL = PackageFolder.root) -> ReviewSite {
        let texts = KataLibrary.katas.map { KataText(id: $0.id, markdown: $0.text) }
        let files = codeFolders.flatMap { SourceFile.all(under: $0, of: root) }
        return ReviewSite(
            texts: texts, files: Dictionary(files.map { ($0.path, $0) }) { first, _ in first },
            audits: Dictionary(
                uniqueKeysWithValues: App.allCases.map { ($0, AppAudit.audit($0, among: files)) }))
    }

    func plans(apps: [App] = App.allCases, principles: [Principle] = Principle.allCases) -> [ReviewPagePlan] {
        apps.flatMap { app in principles.map { ReviewPagePlan(app: app, principle: $0, texts: texts) } }
    }

    func page(_ plan: ReviewPagePlan) -> ReviewPageHTML {
        ReviewPageHTML(
            plan: plan, audit: audits[plan.app] ?? AppAudit(app: plan.app.rawValue, facts: []),
            resolver: ExcerptResolver(files: files))
    }

    /// Every file of the site, by its path in the site's folder.
    func pages(apps: [App] = App.allCases, principles: [Principle] = Principle.allCases) -> [String: String] {
        files(rendering: plans(apps: apps, principles: principles).map(page))
    }

    /// Every file of the site with `reviewPages` as its review pages.
    func files(rendering reviewPages: [ReviewPageHTML]) -> [String: String] {
        var pages: [String: String] = ["style.css": SiteStyle.css]
        pages["index.html"] = IndexPageHTML.html(plans: plans(), audits: audits, katas: texts).description
        for page in reviewPages { pages[page.plan.fileName] = page.html.description }
        for kata in texts { pages["cards/\(kata.id).html"] = KataCardHTML.html(kata).description }
        return pages
    }

    /// Writes the site into `folder`; returns the paths written, sorted.
    @discardableResult
    func write(into folder: URL, apps: [App] = App.allCases, principles: [Principle] = Principle.allCases) throws
        -> [String]
    {
        let pages = pages(apps: apps, principles: principles)
        for (path, text) in pages {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return pages.keys.sorted()
    }
}
