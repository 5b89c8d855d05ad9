import Foundation

/// What a review site is made from: when, from which commit (and whether the tree had changes not
/// committed yet), and what the table changed since the shipped Starter, as git sees it (moves included).
struct SiteSource: Sendable {
    /// Said on every page, e.g. "commit `1a2b3c4`" or "commit `1a2b3c4` and uncommitted changes".
    var provenance: String
    /// When the site was made, as the page prints it: `2026-11-25 14:32 +01:00`; empty when not said.
    var madeAt = ""
    /// Each file of the Starter and its adapters changed since the shipped Starter (`git diff -M`, new
    /// files included), or nil when there is no shipped Starter to compare with.
    var changes: [FileChange]?
    /// Where the shipped Starter was read from, e.g. "`origin/main` (commit `1a2b3c4`)".
    var shippedFrom: String?

    /// A site made from files that are in no git checkout: nothing to compare them with.
    static let workingFiles = SiteSource(provenance: "files in no git commit (uncommitted changes)")

    /// "Made on 2026-11-25 14:32 +01:00 from commit `1a2b3c4`": inline Markdown.
    var madeFrom: String { (madeAt.isEmpty ? "Made" : "Made on \(madeAt)") + " from \(provenance)" }

    /// Where each file the kata texts name went, by its shipped path, for the files git sees as moved.
    var moves: [String: String] {
        Dictionary(
            (changes ?? []).filter { $0.state == "moved" }.compactMap { change in
                change.oldPath.flatMap { old in change.newPath.map { (old, $0) } }
            }
        ) { first, _ in first }
    }

    /// The source of the package at `root`, made at `now`: its commit from git, and the changes since the
    /// shipped Starter of `since` (a revision) or, when it is nil, of where the branch came from: the commit
    /// HEAD shares with its upstream, `origin/HEAD` or `origin/main`, the first that exists. A `since` that
    /// git does not know is refused, with the reason.
    static func read(root: URL, since: String?, now: Date) throws(UsageError) -> SiteSource {
        let git = { (arguments: [String]) -> String? in
            let (status, output) = QuietProcess.output(
                of: ["git", "-C", root.path, "-c", "core.quotePath=false"] + arguments, in: root)
            return status == 0 ? output : nil
        }
        var source = SiteSource.workingFiles
        source.madeAt = Self.timestamp(now)
        guard let head = git(["rev-parse", "--short", "HEAD"])?.trimmed else {
            if let since { throw UsageError(message: "--since \(since): this folder is not a git checkout.") }
            return source
        }
        let changes = git(["status", "--porcelain", "--", "Starter", "Refactored", "Katas", "Tests"]) ?? ""
        source.provenance = "commit `\(head)`" + (changes.isEmpty ? "" : " and uncommitted changes")
        let known = (since.map { [$0] } ?? ["@{upstream}", "origin/HEAD", "origin/main"]).lazy.compactMap { name in
            git(["rev-parse", "--verify", "--quiet", name + "^{commit}"]).map { (name, $0.trimmed) }
        }.first
        guard let (name, revision) = known else {
            if let since {
                throw UsageError(
                    message: "--since \(since): git knows no commit of that name here.",
                    suggestion: "Name a commit, a branch or a tag, e.g. --since origin/main or --since HEAD~3.")
            }
            return source
        }
        let base = since == nil ? git(["merge-base", "HEAD", revision])?.trimmed ?? revision : revision
        guard let tree = GitWorkingTree(root: root).treeOfWorkingTree(),
            let diff = git([
                "diff", "-M", "--no-color", "--no-ext-diff", base, tree, "--", "Starter", "Tests/Adapters/Starter",
                "Package.swift",
            ])
        else { return source }
        source.changes = FileChange.parse(gitDiff: diff)
        let short = git(["rev-parse", "--short", base])?.trimmed ?? base
        let shown = name == "@{upstream}" ? git(["rev-parse", "--abbrev-ref", name])?.trimmed ?? name : name
        source.shippedFrom = "`\(shown)` (commit `\(short)`)"
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
