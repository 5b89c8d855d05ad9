import Foundation

/// What a review site is made from: when, from which commit (and whether the tree had changes not
/// committed yet), and the Starter as it was shipped, so the site can show what a table changed and
/// which smells are gone.
struct SiteSource: Sendable {
    /// Said on every page, e.g. "commit `1a2b3c4`" or "commit `1a2b3c4` and uncommitted changes".
    var provenance: String
    /// When the site was made, as the page prints it: `2026-11-25 14:32 +01:00`; empty when not said.
    var madeAt = ""
    /// The shipped Starter's files by path (`Starter/Cart/CartScreen.swift`), or nil when it is unknown.
    var shippedStarter: [String: SourceFile]?
    /// Where the shipped Starter was read from, e.g. "`origin/main` (commit `1a2b3c4`)".
    var shippedFrom: String?

    /// A site made from files that are in no git checkout: nothing to compare them with.
    static let workingFiles = SiteSource(provenance: "files in no git commit (uncommitted changes)")

    /// "Made on 2026-11-25 14:32 +01:00 from commit `1a2b3c4`": inline Markdown.
    var madeFrom: String { (madeAt.isEmpty ? "Made" : "Made on \(madeAt)") + " from \(provenance)" }

    /// The source of the package at `root`, made at `now`: its commit from git, and the shipped Starter
    /// from `since` (a revision) or, when it is nil, from where the branch came from: the commit HEAD
    /// shares with its upstream, `origin/HEAD` or `origin/main`, the first that exists.
    static func read(root: URL, since: String?, now: Date) -> SiteSource {
        let git = { (arguments: [String]) -> String? in
            let (status, output) = QuietProcess.output(of: ["git", "-C", root.path] + arguments, in: root)
            return status == 0 ? output : nil
        }
        var source = SiteSource.workingFiles
        source.madeAt = Self.timestamp(now)
        guard let head = git(["rev-parse", "--short", "HEAD"])?.trimmed else { return source }
        let changes = git(["status", "--porcelain", "--", "Starter", "Refactored", "Katas", "Tests"]) ?? ""
        source.provenance = "commit `\(head)`" + (changes.isEmpty ? "" : " and uncommitted changes")
        for name in since.map({ [$0] }) ?? ["@{upstream}", "origin/HEAD", "origin/main"] {
            guard let revision = git(["rev-parse", "--verify", "--quiet", name + "^{commit}"])?.trimmed else {
                continue
            }
            let base = since == nil ? git(["merge-base", "HEAD", revision])?.trimmed ?? revision : revision
            guard let listing = git(["ls-tree", "-r", "--name-only", base, "--", "Starter"]) else { continue }
            var files: [String: SourceFile] = [:]
            for path in listing.split(separator: "\n").map(String.init) where path.hasSuffix(".swift") {
                if let text = git(["show", "\(base):\(path)"]) { files[path] = SourceFile(path: path, text: text) }
            }
            let short = git(["rev-parse", "--short", base])?.trimmed ?? base
            source.shippedStarter = files
            let shown = name == "@{upstream}" ? git(["rev-parse", "--abbrev-ref", name])?.trimmed ?? name : name
            source.shippedFrom = "`\(shown)` (commit `\(short)`)"
            return source
        }
        return source
    }

    /// `now` as the pages print it, in the machine's time zone: `2026-11-25 14:32 +01:00`.
    static func timestamp(_ now: Date, in timeZone: TimeZone = .current) -> String {
        DateFormatter.fixed("yyyy-MM-dd HH:mm xxx", in: timeZone).string(from: now)
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
