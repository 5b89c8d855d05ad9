import Foundation
import Specs

/// `kata solution`: a kata's reference solution in Starter form, shown (walkthrough and diff) or applied.
enum SolutionCommand {
    static let apply = CommandOption.flag("--apply", "apply it to a clean working tree")

    static let syntax = CommandSyntax(
        usage: ["swift run kata solution [<kata> [--apply]]"],
        description: """
            Without a kata, it lists the katas that have a reference solution:
                swift run kata solution
            With one, it shows what the solution changes and why, then its diff.

            A solution applies to the reference result of the app's previous kata. On a tree where that is not
            the case (the untouched Starter, say), --apply applies the app's solutions in kata order up to this one.
            --apply refuses when the working tree has uncommitted changes: commit or stash them first.
            """,
        options: [apply],
        epilogue: "Exit codes: 0 done, 1 the solution does not apply here, 2 the command line was not understood.")

    static func run(_ words: [String], terminal: Terminal, root: URL = PackageFolder.root) throws(UsageError)
        -> ExitCode
    {
        let arguments = try Self.syntax.parse(words, positionalsAtMost: 1)
        guard let kataID = arguments.positionals.first else {
            guard !arguments.has(Self.apply) else {
                throw UsageError(message: "\(Self.apply.name) needs a kata, e.g. expenses-srp.")
            }
            // One line a kata, its id first, then the change requests it builds: `solutions.sh` reads this list.
            terminal.print("Reference solutions, in kata order (each builds on the one before it, per app):")
            let solutions = ReferenceSolution.all(in: root)
            let width = (solutions.map(\.kataID.count).max() ?? 0) + 2
            for solution in solutions {
                let builds = ChangeRequest.allCases.filter { $0.kataID == solution.kataID }.map(\.code)
                terminal.print(
                    "    "
                        + (builds.isEmpty
                            ? solution.kataID
                            : solution.kataID.padded(to: width) + "builds " + builds.joined(separator: " ")))
            }
            terminal.print("Next: swift run kata solution <kata>")
            return .success
        }
        let known = Suggestions(names: ReferenceSolution.all(in: root).map(\.kataID))
        guard let solution = known.match(kataID).flatMap({ ReferenceSolution.solution($0, in: root) }) else {
            let ids = known.names.joined(separator: ", ")
            throw UsageError(
                message: "no reference solution for \(Arguments.echo(kataID)). There is one for: \(ids).",
                suggestion: known.suggestion(for: kataID))
        }
        guard arguments.has(Self.apply) else {
            terminal.print((try? String(contentsOf: solution.walkthrough, encoding: .utf8)) ?? "")
            terminal.print(terminal.bold("The diff") + " (Katas/Solutions/\(solution.kataID).patch):")
            terminal.print((try? String(contentsOf: solution.patch, encoding: .utf8)) ?? "")
            terminal.print("Apply it to a clean working tree: swift run kata solution \(solution.kataID) --apply")
            return .success
        }
        return apply(solution, root: root, terminal: terminal)
    }

    /// Written while `--apply` changes the tree, removed when it is done (either way).
    static let applyingMarker = ".build/kata-solution-applying"

    private static func apply(_ solution: ReferenceSolution, root: URL, terminal: Terminal) -> ExitCode {
        let tree = GitWorkingTree(root: root)
        guard tree.isClean() != nil else {
            return terminal.fail("kata: \(root.path) is not a git working tree; \(Self.apply.name) needs one.")
        }
        let lock: ExclusiveFileLock
        do {
            lock = try ExclusiveFileLock.writing(root, terminal: terminal)
        } catch {
            return terminal.fail("kata: could not lock \(root.path): \(error.localizedDescription)")
        }
        defer { withExtendedLifetime(lock) {} }
        let marker = root.appendingPathComponent(Self.applyingMarker)
        guard tree.isClean() == true else {
            if let mark = ApplyingMark(contentsOf: marker) {
                return finishInterrupted(mark, marker: marker, solution: solution, tree: tree, terminal: terminal)
            }
            return terminal.fail(
                """
                kata: the working tree has uncommitted changes; --apply changes nothing on such a tree.
                Commit them (git add -A && git commit -m "my work"), or put them aside (git stash --include-untracked),
                then run: swift run kata solution \(solution.kataID) --apply
                """)
        }
        // Marks the tree while the patches are written, so that a run after an interruption knows the
        // changes it finds are a part of a solution, never an attendee's work to commit.
        try? FileManager.default.createDirectory(
            at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
        ApplyingMark(kataID: solution.kataID).write(to: marker)
        StopPoint.pass()
        defer { try? FileManager.default.removeItem(at: marker) }
        for candidate in [[solution], solution.chain(in: root)] {
            let written = tree.applyAll(candidate.map(\.patch)) { result in
                ApplyingMark(kataID: solution.kataID, tree: result, applied: candidate.map(\.kataID)).write(to: marker)
                StopPoint.pass()
            }
            if written { return reportApplied(candidate.map(\.kataID), of: solution, root: root, terminal: terminal) }
        }
        return terminal.fail(
            """
            kata: the solution of \(solution.kataID) does not apply to this tree: it builds on the reference result \
            of the katas before it, and on the untouched Starter. Nothing was changed.
            Start a branch from main and apply it there: git switch -c solution/\(solution.app) main
            """)
    }

    /// After a run that was stopped (a kill, a power cut): when it had written every file, the working
    /// tree holds its whole solution, and the same command finishes it; otherwise the changes are a part
    /// of a solution, never the attendee's work, and are to be put aside.
    private static func finishInterrupted(
        _ mark: ApplyingMark, marker: URL, solution: ReferenceSolution, tree: GitWorkingTree, terminal: Terminal
    ) -> ExitCode {
        let command = "swift run kata solution \(mark.kataID) --apply"
        guard let written = mark.tree, written == tree.treeOfWorkingTree() else {
            return terminal.fail(
                """
                kata: an earlier `\(command)` was interrupted: the uncommitted \
                changes hold a part of that solution, not work of yours. Put them aside \
                (git stash --include-untracked), then run: swift run kata solution \(solution.kataID) --apply
                """)
        }
        guard mark.kataID == solution.kataID else {
            return terminal.fail(
                """
                kata: an earlier `\(command)` was stopped after it had written all of that solution: the \
                uncommitted changes are that solution, whole. Commit them \
                (git add -A && git commit -m "Reference solution: \(mark.kataID)"), then run: \
                swift run kata solution \(solution.kataID) --apply
                """)
        }
        AtomicFile.moveDatesForward(of: tree.changedPaths(), in: tree.root)
        try? FileManager.default.removeItem(at: marker)
        terminal.print("An earlier run of this command was stopped after it had written the whole solution.")
        return reportApplied(mark.applied, of: solution, root: tree.root, terminal: terminal)
    }

    private static func reportApplied(
        _ applied: [String], of solution: ReferenceSolution, root: URL, terminal: Terminal
    ) -> ExitCode {
        terminal.print("Applied: " + applied.joined(separator: ", ") + ".")
        let codes = solution.changeRequests(in: root).map(\.code)
        if !codes.isEmpty {
            terminal.print(
                "It builds " + codes.joined(separator: ", ") + ": swift run kata declare "
                    + codes.joined(separator: " "))
        }
        terminal.print(
            solution.isNet
                ? "Next: swift run kata mutants \(solution.app) --net mine"
                : "Next: swift run kata check \(solution.app) --implementation starter")
        return .success
    }
}
