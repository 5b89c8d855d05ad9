import Foundation
import KataHarness

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
        let arguments = try Self.syntax.parse(words)
        try arguments.expectPositionals(atMost: 1)
        guard let kataID = arguments.positionals.first else {
            guard !arguments.has(Self.apply) else {
                throw UsageError(message: "\(Self.apply.name) needs a kata, e.g. expenses-srp.")
            }
            terminal.print("Reference solutions, in kata order (each builds on the one before it, per app):")
            for solution in ReferenceSolution.all(in: root) { terminal.print("    \(solution.kataID)") }
            terminal.print("Next: swift run kata solution <kata>")
            return .success
        }
        let known = Suggestions(names: ReferenceSolution.all(in: root).map(\.kataID))
        guard let solution = known.match(kataID).flatMap({ ReferenceSolution.solution($0, in: root) }) else {
            let ids = ReferenceSolution.all(in: root).map(\.kataID).joined(separator: ", ")
            throw UsageError(
                message: "no reference solution for \(Arguments.echo(kataID)). There is one for: \(ids)."
                    + known.didYouMean(kataID))
        }
        return arguments.has(Self.apply)
            ? apply(solution, root: root, terminal: terminal) : show(solution, terminal: terminal)
    }

    /// Written while `--apply` changes the tree, removed when it is done (either way).
    static let applyingMarker = ".build/kata-solution-applying"

    private static func show(_ solution: ReferenceSolution, terminal: Terminal) -> ExitCode {
        let walkthrough = (try? String(contentsOf: solution.walkthrough, encoding: .utf8)) ?? ""
        let diff = (try? String(contentsOf: solution.patch, encoding: .utf8)) ?? ""
        terminal.print(walkthrough)
        terminal.print(terminal.bold("The diff") + " (Katas/Solutions/\(solution.kataID).patch):")
        terminal.print(diff)
        terminal.print("Apply it to a clean working tree: swift run kata solution \(solution.kataID) --apply")
        return .success
    }

    private static func apply(_ solution: ReferenceSolution, root: URL, terminal: Terminal) -> ExitCode {
        let tree = GitWorkingTree(root: root)
        guard let clean = tree.isClean() else {
            terminal.printError("kata: \(root.path) is not a git working tree; \(Self.apply.name) needs one.")
            return .failure
        }
        let marker = root.appendingPathComponent(Self.applyingMarker)
        guard clean else {
            if let interrupted = try? String(contentsOf: marker, encoding: .utf8) {
                terminal.printError(
                    """
                    kata: an earlier `swift run kata solution \(interrupted) --apply` was interrupted: the uncommitted \
                    changes hold a part of that solution, not work of yours. Put them aside \
                    (git stash --include-untracked), then run: swift run kata solution \(solution.kataID) --apply
                    """)
            } else {
                terminal.printError(
                    """
                    kata: the working tree has uncommitted changes; --apply changes nothing on such a tree.
                    Commit them (git add -A && git commit -m "my work"), or put them aside (git stash --include-untracked),
                    then run: swift run kata solution \(solution.kataID) --apply
                    """)
            }
            return .failure
        }
        // Marks the tree while the patches are written, so that a run after an interruption knows the
        // changes it finds are a part of a solution, never an attendee's work to commit.
        try? FileManager.default.createDirectory(
            at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(solution.kataID.utf8).write(to: marker, options: .atomic)
        defer { try? FileManager.default.removeItem(at: marker) }
        let chain = solution.chain(in: root)
        let applied: [ReferenceSolution]
        if tree.applyAll([solution.patch]) {
            applied = [solution]
        } else if tree.applyAll(chain.map(\.patch)) {
            applied = chain
        } else {
            terminal.printError(
                """
                kata: the solution of \(solution.kataID) does not apply to this tree: it builds on the reference result \
                of the katas before it, and on the untouched Starter. Nothing was changed.
                Start a branch from main and apply it there: git switch -c solution/\(solution.app) main
                """)
            return .failure
        }
        terminal.print("Applied: " + applied.map(\.kataID).joined(separator: ", ") + ".")
        let codes = solution.changeRequests(in: root).map(\.code)
        if !codes.isEmpty {
            terminal.print(
                "It builds " + codes.joined(separator: ", ") + ": swift run kata declare "
                    + codes.joined(separator: " "))
        }
        terminal.print("Next: swift run kata check \(solution.app) --implementation starter")
        return .success
    }
}
