import Foundation

/// The few git operations `kata solution --apply` needs, run in one folder.
struct GitWorkingTree {
    let root: URL

    /// Whether `git status --porcelain` lists nothing: no change, no untracked file.
    func isClean() -> Bool? {
        let (status, output) = run(["status", "--porcelain"])
        return status == 0 ? output.isEmpty : nil
    }

    /// Applies `patches` in order, all or nothing: they are first applied one after the other to a scratch
    /// checkout of HEAD, aside from the working tree; only when every one applies there is their sum
    /// applied to the working tree, in one `git apply`, which checks every file before it writes any.
    /// `false` when a patch does not apply: the working tree is then exactly as it was (nothing is rolled
    /// back, because nothing was written).
    func applyAll(_ patches: [URL]) -> Bool {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kata-apply-\(UUID().uuidString)")
        guard run(["worktree", "add", "-q", "--detach", scratch.path, "HEAD"]).status == 0 else { return false }
        defer {
            _ = run(["worktree", "remove", "--force", scratch.path])
            try? FileManager.default.removeItem(at: scratch)
        }
        let aside = GitWorkingTree(root: scratch)
        for patch in patches where aside.run(["apply", patch.path]).status != 0 { return false }
        _ = aside.run(["add", "-A"])
        let (status, sum) = aside.run(["diff", "--cached", "--binary", "HEAD"])
        let sumFile = scratch.appendingPathComponent(".git-kata-solution.patch")
        guard status == 0, (try? Data(sum.utf8).write(to: sumFile)) != nil else { return false }
        return run(["apply", sumFile.path]).status == 0
    }

    /// The branch checked out, or `nil` on a detached HEAD.
    func currentBranch() -> String? {
        let (status, output) = run(["symbolic-ref", "-q", "--short", "HEAD"])
        let name = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return status == 0 && !name.isEmpty ? name : nil
    }

    func hasBranch(_ name: String) -> Bool {
        run(["rev-parse", "-q", "--verify", "refs/heads/\(name)"]).status == 0
    }

    /// Makes branch `name` at `start` and checks it out; `false` when git refuses.
    func switchToNewBranch(_ name: String, at start: String) -> Bool {
        run(["switch", "-q", "-c", name, start]).status == 0
    }

    /// Checks out `branch` (on a clean tree) and deletes `made`, a branch this tool made and nothing else.
    func switchBack(to branch: String, deleting made: String) {
        _ = run(["switch", "-q", branch])
        _ = run(["branch", "-q", "-D", made])
    }

    /// Commits every change, as the user when git knows who that is, else as `kata`.
    func commitAll(_ message: String) -> Bool {
        guard run(["add", "-A"]).status == 0 else { return false }
        let known = run(["config", "user.email"]).status == 0
        let identity = known ? [] : ["-c", "user.name=kata", "-c", "user.email=kata@localhost"]
        return run(identity + ["commit", "-q", "-m", message]).status == 0
    }

    private func run(_ arguments: [String]) -> (status: Int32, output: String) {
        QuietProcess.output(of: ["git"] + arguments, in: root)
    }
}
