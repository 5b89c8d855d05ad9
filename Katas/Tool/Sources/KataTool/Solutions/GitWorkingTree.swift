import Foundation
import Specs

/// The few git operations `kata solution --apply` and `kata start` need, run in one folder.
struct GitWorkingTree {
    let root: URL

    /// Whether `git status --porcelain` lists nothing: no change, no untracked file.
    func isClean() -> Bool? {
        let (status, output) = run(["status", "--porcelain"])
        return status == 0 ? output.isEmpty : nil
    }

    /// The paths `git status` lists: changed, staged, deleted or untracked (each path of a rename).
    func changedPaths() -> [String] {
        let (status, output) = run(["status", "--porcelain", "-z", "--untracked-files=all"])
        guard status == 0 else { return [] }
        var paths: [String] = []
        var entries = output.split(separator: "\0", omittingEmptySubsequences: true).makeIterator()
        while let entry = entries.next() {
            paths.append(String(entry.dropFirst(3)))
            if entry.first == "R" || entry.first == "C", let source = entries.next() { paths.append(String(source)) }
        }
        return paths
    }

    /// Applies `patches` in order, all or nothing: they are first applied one after the other to a scratch
    /// checkout of HEAD, aside from the working tree; only when every one applies there is their sum
    /// applied to the working tree, in one `git apply`, which checks every file before it writes any.
    /// `false` when a patch does not apply: the working tree is then exactly as it was (nothing is rolled
    /// back, because nothing was written). Just before it writes, `willWrite` gets the id of the tree the
    /// working tree will hold (`treeOfWorkingTree()` after the write). The files it wrote are dated two
    /// seconds ahead, as `AtomicFile` dates its own, so that the next build compiles them.
    ///
    /// The scratch checkout is named after this process: one that a killed run left behind is removed
    /// by the next run (`makeScratchFolder`).
    func applyAll(_ patches: [URL], willWrite: (_ tree: String) -> Void = { _ in }) -> Bool {
        withScratchCheckout(of: "HEAD", prefix: "kata-apply") { aside -> (patch: URL, tree: String, paths: [String])? in
            for patch in patches {
                guard aside.run(["apply", patch.path]).status == 0 else { return nil }
                StopPoint.pass()
            }
            _ = aside.run(["add", "-A"])
            let (status, sum) = aside.run(["diff", "--cached", "--binary", "HEAD"])
            let tree = aside.run(["write-tree"])
            let sumFile = aside.root.appendingPathComponent(".git-kata-solution.patch")
            guard status == 0, tree.status == 0, (try? Data(sum.utf8).write(to: sumFile)) != nil else { return nil }
            let paths = aside.paths(["diff", "--cached", "--name-only", "-z", "HEAD"])
            return (sumFile, tree.output.trimmingCharacters(in: .whitespacesAndNewlines), paths)
        } finally: { sum in
            guard let sum else { return false }
            willWrite(sum.tree)
            let applied = run(["apply", sum.patch.path]).status == 0
            if applied { AtomicFile.moveDatesForward(of: sum.paths, in: root) }
            StopPoint.pass()
            return applied
        }
    }

    /// Runs `body` in a scratch checkout of `commit` (detached), aside from the working tree, then
    /// `finally` with what it returned, while the checkout is still there; the checkout is removed after.
    /// `nil` to `finally` when the checkout could not be made.
    func withScratchCheckout<Aside, Result>(
        of commit: String, prefix: String, _ body: (GitWorkingTree) -> Aside?, finally: (Aside?) -> Result
    ) -> Result {
        guard let folder = makeScratchFolder(prefix: prefix) else { return finally(nil) }
        let scratch = folder.url
        defer {
            _ = run(["worktree", "remove", "--force", "--force", scratch.path])
            folder.remove()
        }
        guard run(["worktree", "add", "-q", "--detach", scratch.path, commit]).status == 0 else { return finally(nil) }
        StopPoint.pass()
        return finally(body(GitWorkingTree(root: scratch)))
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
    /// ended (`TemporaryFolder`), and the scratch checkouts of this repository that another `kata` left
    /// (killed, or cut short while git made it: git keeps such a checkout locked). The writing commands
    /// hold `ExclusiveFileLock.writing` while they make one, so any other is a leftover.
    private func makeScratchFolder(prefix: String) -> TemporaryFolder? {
        let folder = try? TemporaryFolder(prefix: prefix, onDisk: true)
        for line in run(["worktree", "list", "--porcelain"]).output.split(separator: "\n")
        where line.hasPrefix("worktree ") {
            let path = String(line.dropFirst("worktree ".count))
            let name = URL(fileURLWithPath: path).lastPathComponent
            guard Self.scratchPrefixes.contains(where: { name.hasPrefix("\($0)-pid") }),
                let owner = TemporaryFolder.ownerProcess(ofFolderNamed: name), owner != getpid()
            else { continue }
            _ = run(["worktree", "remove", "--force", "--force", path])
            try? FileManager.default.removeItem(atPath: path)
        }
        _ = run(["worktree", "prune"])
        return folder
    }

    /// The names this type's scratch checkouts start with.
    private static let scratchPrefixes = ["kata-apply", "kata-start"]

    /// The branch checked out, or `nil` on a detached HEAD.
    func currentBranch() -> String? {
        let (status, output) = run(["symbolic-ref", "-q", "--short", "HEAD"])
        let name = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return status == 0 && !name.isEmpty ? name : nil
    }

    func hasBranch(_ name: String) -> Bool {
        run(["rev-parse", "-q", "--verify", "refs/heads/\(name)"]).status == 0
    }

    /// The full id of the commit `revision` names, or `nil`.
    func commit(_ revision: String) -> String? {
        let (status, output) = run(["rev-parse", "-q", "--verify", "\(revision)^{commit}"])
        let id = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return status == 0 && !id.isEmpty ? id : nil
    }

    /// The shortest unambiguous abbreviation of `commit`, as git shows it.
    func shortID(_ commit: String) -> String {
        let (status, output) = run(["rev-parse", "--short", commit])
        let id = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return status == 0 && !id.isEmpty ? id : commit
    }

    /// The commits `range` lists (`git rev-list`), newest first; `nil` when git fails.
    func commits(_ range: [String]) -> [String]? {
        let (status, output) = run(["rev-list"] + range)
        return status == 0 ? output.split(separator: "\n").map(String.init) : nil
    }

    /// The commits that HEAD holds and no branch, tag or other ref does, newest first: the commits of a
    /// detached HEAD that switching away would leave unreachable. (Another checkout's HEAD holds its commits.)
    func commitsOnlyHeadHolds() -> [String] {
        commits(["HEAD", "--not", "--exclude=HEAD", "--all"]) ?? []
    }

    /// The whole message of `commit`.
    func message(of commit: String) -> String {
        run(["log", "-1", "--format=%B", commit]).output
    }

    /// The paths that differ between two commits.
    func changedPaths(from old: String, to new: String) -> [String] {
        paths(["diff", "--name-only", "-z", old, new])
    }

    /// The id of the blob at `path` in `commit`, or `nil` when there is none.
    func blob(_ path: String, in commit: String) -> String? {
        let (status, output) = run(["rev-parse", "-q", "--verify", "\(commit):\(path)"])
        return status == 0 ? output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// Makes branch `name` point at `commit`, in one step: only when it does not exist (`replacing` nil),
    /// or still points at `replacing`. `nil` when done, else git's reason.
    func setBranch(_ name: String, to commit: String, replacing old: String?) -> String? {
        let (status, output) = runShowingErrors(["update-ref", "refs/heads/\(name)", commit, old ?? ""])
        return status == 0 ? nil : output
    }

    /// Checks out `branch`; `nil` when done, else git's reason.
    func switchTo(_ branch: String, force: Bool = false) -> String? {
        let (status, output) = runShowingErrors(["checkout", "-q"] + (force ? ["-f"] : []) + [branch])
        return status == 0 ? nil : output
    }

    /// Detaches HEAD where it is; the files stay as they are.
    func detach() -> Bool {
        run(["checkout", "-q", "--detach"]).status == 0
    }

    /// Where git keeps `name` for this checkout (`git rev-parse --git-path`), e.g. its `index.lock`.
    func gitPath(_ name: String) -> URL? {
        let (status, output) = run(["rev-parse", "--git-path", name])
        let path = output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard status == 0, !path.isEmpty else { return nil }
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }

    /// Commits every change without running the repository's hooks (the commit is the tool's), as the
    /// user when git knows who that is, else as `kata`. `nil` when done, else git's reason.
    func commitAll(_ message: String) -> String? {
        guard run(["add", "-A"]).status == 0 else { return "git add -A failed" }
        let known = run(["config", "user.email"]).status == 0
        let identity = known ? [] : ["-c", "user.name=kata", "-c", "user.email=kata@localhost"]
        let (status, output) = runShowingErrors(identity + ["commit", "-q", "--no-verify", "-m", message])
        return status == 0 ? nil : output
    }

    /// Runs `git <arguments>` here.
    func run(_ arguments: [String]) -> (status: Int32, output: String) {
        QuietProcess.output(of: ["git"] + arguments, in: root)
    }

    /// Runs `git <arguments>` here; what it printed, its errors included, trimmed.
    private func runShowingErrors(_ arguments: [String]) -> (status: Int32, output: String) {
        let (status, output) = QuietProcess.output(of: ["git"] + arguments, in: root, includingErrors: true)
        return (status, output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The NUL-separated paths `git <arguments>` prints.
    private func paths(_ arguments: [String]) -> [String] {
        let (status, output) = run(arguments)
        return status == 0 ? output.split(separator: "\0").map(String.init) : []
    }
}
