import Foundation
import Specs

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
    /// back, because nothing was written). Just before it writes, `willWrite` gets the id of the tree the
    /// working tree will hold (`treeOfWorkingTree()` after the write).
    ///
    /// The scratch checkout is named after this process: one that a killed run left behind is removed
    /// by the next run (`makeScratchFolder`).
    func applyAll(_ patches: [URL], willWrite: (_ tree: String) -> Void = { _ in }) -> Bool {
        guard let folder = makeScratchFolder(prefix: "kata-apply") else { return false }
        let scratch = folder.url
        defer {
            _ = run(["worktree", "remove", "--force", scratch.path])
            folder.remove()
        }
        guard run(["worktree", "add", "-q", "--detach", scratch.path, "HEAD"]).status == 0 else { return false }
        StopPoint.pass()
        let aside = GitWorkingTree(root: scratch)
        for patch in patches {
            guard aside.run(["apply", patch.path]).status == 0 else { return false }
            StopPoint.pass()
        }
        _ = aside.run(["add", "-A"])
        let (status, sum) = aside.run(["diff", "--cached", "--binary", "HEAD"])
        let tree = aside.run(["write-tree"])
        let sumFile = scratch.appendingPathComponent(".git-kata-solution.patch")
        guard status == 0, tree.status == 0, (try? Data(sum.utf8).write(to: sumFile)) != nil else { return false }
        willWrite(tree.output.trimmingCharacters(in: .whitespacesAndNewlines))
        let applied = run(["apply", sumFile.path]).status == 0
        StopPoint.pass()
        return applied
    }

    /// The id of the tree `git add -A` would make of the working tree now, found with a private index:
    /// the real index and the files are left as they are. `nil` when git fails. It makes git forget the
    /// scratch checkouts of killed runs (`makeScratchFolder`), unless `pruningScratchCheckouts` is false:
    /// the room's snapshots, made in a clone at work, change nothing of the repository but objects.
    func treeOfWorkingTree(pruningScratchCheckouts: Bool = true) -> String? {
        let scratch =
            pruningScratchCheckouts
            ? makeScratchFolder(prefix: "kata-index") : try? TemporaryFolder(prefix: "kata-index", onDisk: true)
        guard let folder = scratch else { return nil }
        defer { folder.remove() }
        let index = ["GIT_INDEX_FILE=\(folder.file("index").path)", "git"]
        for step in [["read-tree", "HEAD"], ["add", "-A"]]
        where QuietProcess.output(of: index + step, in: root).status != 0 {
            return nil
        }
        let (status, tree) = QuietProcess.output(of: index + ["write-tree"], in: root)
        return status == 0 ? tree.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// A new folder for this process's scratch files. Making it removes those of processes that have
    /// ended (`TemporaryFolder`: a killed run's scratch checkout), and git forgets the checkouts whose
    /// folder is gone (`git worktree prune`).
    private func makeScratchFolder(prefix: String) -> TemporaryFolder? {
        let folder = try? TemporaryFolder(prefix: prefix, onDisk: true)
        _ = run(["worktree", "prune"])
        return folder
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
