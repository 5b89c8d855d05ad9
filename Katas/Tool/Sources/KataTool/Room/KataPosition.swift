import Foundation

/// Where a pair stands in the katas, read from its clone: the branch it is on, the kata that branch names,
/// and the commit that kata started from, which the facilitator's diff starts at.
///
/// The kata: on `start/<kata>` (made by `kata start`) that kata; else the longest kata id the branch's name
/// holds (`solid/expenses-ocp`); else none (`solid/expenses` names an app, which the snapshot's verdicts
/// show). The start: on `start/<kata>`, the commit `kata start` made ("Start <kata> from ..."); else where
/// the branch left the project's main line (`origin/HEAD`, `origin/main` or `main`, the first there is);
/// else the branch's last commit.
struct KataPosition: Equatable, Sendable {
    let branch: String?
    let kata: String?
    let start: String?

    static func read(_ git: RoomGit, kataIDs: [String] = KataLibrary.katas.map(\.id)) -> KataPosition {
        let name = git.run(["symbolic-ref", "-q", "--short", "HEAD"])
        let branch = name.succeeded && !name.line.isEmpty ? name.line : nil
        let kata = branch.flatMap { Self.kata(named: $0, among: kataIDs) }
        guard let head = git.resolve("HEAD^{commit}") else {
            return KataPosition(branch: branch, kata: kata, start: nil)
        }
        var fork = head
        for name in ["origin/HEAD", "origin/main", "main"] {
            guard let mainLine = git.resolve("\(name)^{commit}") else { continue }
            let base = git.run(["merge-base", "HEAD", mainLine]).line
            if !base.isEmpty { fork = base }
            break
        }
        var start = fork
        if let kata, branch == "start/\(kata)" {
            let log = git.run(["log", "--first-parent", "--reverse", "--format=%H %s", "\(fork)..HEAD"])
            let made: String? = log.text.split(separator: "\n").lazy.compactMap { (line: Substring) -> String? in
                let parts: [Substring] = line.split(separator: " ", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                let subject = String(parts[1])
                return subject.hasPrefix("Start \(kata) from ") || subject == "Start \(kata)" ? String(parts[0]) : nil
            }.first
            start = made ?? fork
        }
        return KataPosition(branch: branch, kata: kata, start: start)
    }

    /// The kata `branch` names: `start/<kata>`, else the longest kata id it holds.
    static func kata(named branch: String, among kataIDs: [String]) -> String? {
        startedKata(branch, among: kataIDs) ?? kataIDs.filter { branch.contains($0) }.max { $0.count < $1.count }
    }

    /// The kata of a branch `kata start` made, `start/<kata>`; `nil` for any other branch.
    static func startedKata(_ branch: String, among kataIDs: [String]) -> String? {
        let kata = String(branch.dropFirst("start/".count))
        return branch.hasPrefix("start/") && kataIDs.contains(kata) ? kata : nil
    }
}
