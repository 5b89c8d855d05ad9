import Foundation
import Specs

/// `kata start <kata>`: a branch for a kata from the reference result of the kata before it, so a late
/// arrival or a table that fell behind joins the room where it is.
///
/// All or nothing, even when killed: the Start commit is made aside, in a scratch checkout; the branch is
/// made pointing at it in one step (`git update-ref`), so it never exists without it; only then does
/// `git checkout` switch the working tree, under a marker (`SwitchingMark`) that lets the next run finish
/// a switch cut short. One writing command runs at a time in a folder (`ExclusiveFileLock.writing`).
enum StartCommand {
    static let syntax = CommandSyntax(
        usage: ["swift run kata start <kata>"],
        description: """
            Makes the branch start/<kata> from main (or from where you are, when there is no main), with
            the reference solutions of the same app's earlier katas applied and the change requests they
            build declared, committed as one "Start <kata>" commit, and switches to it. Your work stays
            where it is: the command refuses, and changes nothing, while the working tree has uncommitted
            changes, or while HEAD is detached with commits no branch holds (it names them, and the git
            branch command that keeps them). For an app's first kata (and the review katas) the branch
            starts at the untouched Starter. Your net (Tests/MyNet) is the reference net when its file is
            still the shipped one, and yours, untouched, otherwise: the output says which.
            Stopped halfway (Ctrl-C, a kill), it leaves you where you were or on the finished branch; run
            it again to finish. A start/<kata> branch with no commit of yours is made again.
            """,
        epilogue: """
            For example:
                swift run kata start expenses-dip

            Exit codes: 0 you are on the finished branch, 1 it could not be made (nothing was changed, unless
            the message says otherwise), 2 usage.
            """)

    /// Written while `git checkout` switches the tree to the branch `start` made, removed once it is done.
    static let switchingMarker = ".build/kata-start-switching"

    static func run(_ words: [String], terminal: Terminal, root: URL = PackageFolder.root) throws(UsageError)
        -> ExitCode
    {
        let arguments = try Self.syntax.parse(words, positionalsAtMost: 1)
        guard let word = arguments.positionals.first else {
            throw UsageError(message: "name a kata, e.g. swift run kata start expenses-dip.")
        }
        let katas = Suggestions(names: KataLibrary.katas.map(\.id))
        guard let kataID = katas.match(word) else {
            throw UsageError(
                message: "no kata named \(Arguments.echo(word)). `swift run kata list` names them all.",
                suggestion: katas.suggestion(for: word))
        }
        let tree = GitWorkingTree(root: root)
        guard tree.isClean() != nil else {
            return terminal.fail("kata: \(root.path) is not a git working tree; kata start needs one.")
        }
        let lock: ExclusiveFileLock
        do {
            lock = try ExclusiveFileLock.writing(root, terminal: terminal)
        } catch {
            return terminal.fail("kata: could not lock \(root.path): \(error.localizedDescription)")
        }
        return withExtendedLifetime(lock) { start(kataID, in: tree, terminal: terminal) }
    }

    private static func start(_ kataID: String, in tree: GitWorkingTree, terminal: Terminal) -> ExitCode {
        let marker = tree.root.appendingPathComponent(switchingMarker)
        if let mark = SwitchingMark(contentsOf: marker),
            let refusal = finishSwitch(mark, in: tree, marker: marker, terminal: terminal)
        {
            return terminal.fail(refusal)
        }
        guard tree.isClean() == true else {
            return terminal.fail(
                """
                kata: the working tree has uncommitted changes; kata start changes nothing on such a tree.
                Commit them, or put them aside (git stash --include-untracked), then run: swift run kata start \(kataID)
                """)
        }
        if tree.currentBranch() == nil, let newest = tree.commitsOnlyHeadHolds().first {
            let count = tree.commitsOnlyHeadHolds().count
            let id = tree.shortID(newest)
            return terminal.fail(
                """
                kata: HEAD is detached at \(id), with \(count == 1 ? "a commit" : "\(count) commits") that no branch \
                holds: switching to start/\(kataID) would leave \(count == 1 ? "it" : "them") unreachable. Nothing was \
                changed.
                Keep \(count == 1 ? "it" : "them") on a branch first: git branch my-work \(id)
                then run: swift run kata start \(kataID)
                """)
        }
        let branch = "start/\(kataID)"
        let base = tree.hasBranch("main") ? "main" : "HEAD"
        guard let baseCommit = tree.commit(base) else {
            return terminal.fail(
                "kata: \(base) names no commit; kata start needs one to start from. Nothing was changed.")
        }
        let plan = StartPlan(kataID: kataID, root: tree.root)
        let existing = tree.commit("refs/heads/\(branch)")
        if let existing {
            let own = tree.commits(["\(baseCommit)..\(existing)"]) ?? [existing]
            // Its Start commit on top (or, without a main, the base itself when HEAD is on it): finished.
            if own.count <= 1, let applied = plan.applied(byStartCommit: tree.message(of: existing)) {
                return finish(
                    plan, branch: branch, at: existing, applied: applied, base: base, in: tree, terminal: terminal)
            }
            guard own.isEmpty else {
                let (commits, them) = own.count == 1 ? ("a commit", "it") : ("\(own.count) commits", "them")
                let mine = "my-\(kataID)"
                return terminal.fail(
                    tree.currentBranch() == branch
                        ? """
                        kata: you are on \(branch), which has \(commits) that \(base) does not have: starting it again \
                        would leave \(them) behind. Nothing was changed.
                        To start again, keep \(them) under another name first: git branch -m \(branch) \(mine)
                        then run: swift run kata start \(kataID)
                        """
                        : """
                        kata: the branch \(branch) exists already, with \(commits) that \(base) does not have. Nothing \
                        was changed.
                        Switch to it (git switch \(branch)), or keep it under another name (git branch -m \(branch) \(mine)) \
                        and run: swift run kata start \(kataID)
                        """)
            }
        }
        let result: (commit: String, applied: [String])
        switch plan.makeStartCommit(on: baseCommit, named: base, in: tree) {
        case .success(let made): result = made
        case .failure(let refusal): return terminal.fail(refusal.message)
        }
        if existing != result.commit {
            // A branch that holds no commit of its own (one an older kata start left empty) is made again;
            // HEAD leaves it first, at a commit the base holds, so the branch can move.
            let leaves = existing != nil && tree.currentBranch() == branch
            if leaves {
                guard tree.detach() else {
                    return terminal.fail("kata: git could not leave \(branch) to make it again. Nothing was changed.")
                }
                StopPoint.pass()
            }
            if let reason = tree.setBranch(branch, to: result.commit, replacing: existing) {
                if leaves { _ = tree.switchTo(branch) }
                return terminal.fail("kata: git could not make the branch \(branch): \(reason) Nothing was changed.")
            }
            StopPoint.pass()
        }
        return finish(
            plan, branch: branch, at: result.commit, applied: result.applied, base: base, in: tree, terminal: terminal)
    }

    /// Switches to `branch`, finished at `commit`, and says where the attendee is.
    private static func finish(
        _ plan: StartPlan, branch: String, at commit: String, applied: [String], base: String, in tree: GitWorkingTree,
        terminal: Terminal
    ) -> ExitCode {
        if let refusal = switchTo(branch, at: commit, kataID: plan.kataID, in: tree) { return terminal.fail(refusal) }
        let from = plan.refactors.last.map { "the reference result of \($0.kataID)" } ?? "the untouched Starter"
        let declared = plan.built.isEmpty ? "" : " (declared: \(plan.built.map(\.code).joined(separator: ", ")))"
        terminal.print("On \(branch), from \(from)\(declared).")
        for net in plan.nets {
            guard !applied.contains(net.kataID) else {
                terminal.print("Your net: the reference net of \(net.kataID) (swift run kata solution \(net.kataID)).")
                continue
            }
            let yours = plan.changedNetFiles(of: net, in: tree.commit(base) ?? base, tree: tree)
            terminal.print(
                yours.isEmpty
                    ? "Your net: yours, as it is on \(base) (the reference net of \(net.kataID) is not applied)."
                    : "Your net: yours, as it is on \(base): \(yours.joined(separator: ", ")) is not the shipped one, so "
                        + "the reference net of \(net.kataID) is not added to it (swift run kata solution \(net.kataID) "
                        + "shows it).")
        }
        terminal.print("Next: swift run kata show \(plan.kataID)")
        return .success
    }

    /// Checks out `branch` (at `commit`) under the switching marker, and dates the files git wrote two
    /// seconds ahead. `nil` when the tree is on it, else why not.
    private static func switchTo(_ branch: String, at commit: String, kataID: String, in tree: GitWorkingTree)
        -> String?
    {
        guard tree.currentBranch() != branch else { return nil }
        guard let origin = tree.commit("HEAD") else { return "kata: HEAD names no commit. Nothing was changed." }
        let marker = tree.root.appendingPathComponent(switchingMarker)
        let mark = SwitchingMark(kataID: kataID, branch: branch, target: commit, origin: origin)
        do {
            try mark.write(to: marker)
        } catch {
            return "kata: could not write \(switchingMarker): \(error.localizedDescription). Nothing was changed."
        }
        StopPoint.pass()
        if let reason = tree.switchTo(branch) {
            guard tree.commit("HEAD") == origin, tree.isClean() == true else {
                return "kata: git stopped while it switched to \(branch): \(reason)\n"
                    + "Run the same command again to finish the switch: swift run kata start \(kataID)"
            }
            try? FileManager.default.removeItem(at: marker)
            return "kata: the branch \(branch) is made, but git could not switch to it: \(reason)\n"
                + "Your files are as they were. Switch to it with: git switch \(branch)"
        }
        StopPoint.pass()
        AtomicFile.moveDatesForward(of: tree.changedPaths(from: origin, to: commit), in: tree.root)
        try? FileManager.default.removeItem(at: marker)
        return nil
    }

    /// After a `kata start` that was stopped while git switched the tree (`mark`): the changes the tree
    /// holds are that switch's, never the attendee's work, and the switch is finished. `nil` when it is
    /// done or there was nothing to finish, else why it is not.
    private static func finishSwitch(
        _ mark: SwitchingMark, in tree: GitWorkingTree, marker: URL, terminal: Terminal
    ) -> String? {
        // git's own lock of the index, left by the git process that was stopped with the switch.
        if let indexLock = tree.gitPath("index.lock") { try? FileManager.default.removeItem(at: indexLock) }
        guard tree.currentBranch() != mark.branch, tree.commit("HEAD") == mark.origin else {
            // git moves HEAD last: the switch was done, or the attendee has moved on since.
            try? FileManager.default.removeItem(at: marker)
            return nil
        }
        let switching = Set(tree.changedPaths(from: mark.origin, to: mark.target))
        let changed = tree.changedPaths()
        let others = changed.filter { !switching.contains($0) }
        let command = "swift run kata start \(mark.kataID)"
        guard others.isEmpty else {
            let named = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? "..." : "")
            return """
                kata: an earlier `\(command)` was stopped while it switched to \(mark.branch), and files that switch \
                does not write have changed since (\(named)). Nothing was changed.
                Commit them, or put them aside (git stash --include-untracked), then run: \(command)
                """
        }
        if let reason = tree.switchTo(mark.branch, force: !changed.isEmpty) {
            return "kata: an earlier `\(command)` was stopped while it switched to \(mark.branch), and git could not "
                + "finish that switch: \(reason)"
        }
        StopPoint.pass()
        AtomicFile.moveDatesForward(of: Array(switching), in: tree.root)
        try? FileManager.default.removeItem(at: marker)
        terminal.print(
            "An earlier `\(command)` was stopped while it switched to \(mark.branch): the switch is finished.")
        return nil
    }

    /// The reference solutions of the same app before `kataID`, in kata order (none for an app's first
    /// kata, or a kata without a reference solution of its own).
    static func earlierSolutions(of kataID: String, in root: URL) -> [ReferenceSolution] {
        let order = ReferenceSolution.order
        guard let index = order.firstIndex(of: kataID) else { return [] }
        let app = kataID.prefix { $0 != "-" }
        return ReferenceSolution.all(in: root).filter { solution in
            solution.app == app && order.firstIndex(of: solution.kataID).map { $0 < index } == true
        }
    }
}
