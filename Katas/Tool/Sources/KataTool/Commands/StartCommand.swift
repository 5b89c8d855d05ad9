import Foundation
import Specs

/// `kata start <kata>`: a branch for a kata from the reference result of the kata before it, so a late
/// arrival or a table that fell behind joins the room where it is.
enum StartCommand {
    static let syntax = CommandSyntax(
        usage: ["swift run kata start <kata>"],
        description: """
            Makes the branch start/<kata> from main (or from where you are, when there is no main), with
            the reference solutions of the same app's earlier katas applied and the change requests they
            build declared, committed as one "Start <kata>" commit. Your work stays where it is: the
            command refuses while the working tree has uncommitted changes, and changes nothing then.
            For an app's first kata (and the review katas) the branch starts at the untouched Starter.
            """,
        epilogue: """
            For example:
                swift run kata start expenses-dip

            Exit codes: 0 the branch is made and checked out, 1 it could not be made (nothing was
            changed), 2 usage.
            """)

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
        guard let clean = tree.isClean() else {
            return terminal.fail("kata: \(root.path) is not a git working tree; kata start needs one.")
        }
        guard clean else {
            return terminal.fail(
                """
                kata: the working tree has uncommitted changes; kata start changes nothing on such a tree.
                Commit them, or put them aside (git stash --include-untracked), then run: swift run kata start \(kataID)
                """)
        }
        let branch = "start/\(kataID)"
        guard !tree.hasBranch(branch) else {
            return terminal.fail(
                "kata: the branch \(branch) exists already: switch to it (git switch \(branch)), or delete it "
                    + "first (git branch -D \(branch)).")
        }
        let earlier = Self.earlierSolutions(of: kataID, in: root)
        let base = tree.hasBranch("main") ? "main" : "HEAD"
        let returnTo = tree.currentBranch() ?? "-"
        guard tree.switchToNewBranch(branch, at: base) else {
            return terminal.fail("kata: git could not make the branch \(branch). Nothing was changed.")
        }
        let built = ChangeRequest.allCases.filter { request in earlier.contains { $0.kataID == request.kataID } }
        let refactors = earlier.filter { !$0.isNet }
        // The reference net goes in only where the net file is still the shipped one: a net of the
        // attendee's, committed on main, stays theirs.
        let nets = earlier.filter(\.isNet)
        var applied = refactors
        if refactors.isEmpty || tree.applyAll(refactors.map(\.patch)) {
            if !nets.isEmpty, tree.applyAll(nets.map(\.patch)) { applied += nets }
        } else {
            applied = []
        }
        guard applied.count >= refactors.count, (try? declare(built, in: root)) != nil,
            applied.isEmpty || tree.commitAll(startMessage(kataID, earlier: applied, built: built))
        else {
            tree.switchBack(to: returnTo, deleting: branch)
            return terminal.fail(
                "kata: the reference solutions before \(kataID) do not apply to \(base). Nothing was changed: "
                    + "you are back where you were.")
        }
        let from = refactors.last.map { "the reference result of \($0.kataID)" } ?? "the untouched Starter"
        let declared = built.isEmpty ? "" : " (declared: \(built.map(\.code).joined(separator: ", ")))"
        terminal.print("On \(branch), from \(from)\(declared).")
        for net in nets {
            terminal.print(
                applied.contains { $0.kataID == net.kataID }
                    ? "Your net: the reference net of \(net.kataID) (swift run kata solution \(net.kataID))."
                    : "Your net: yours, as it is on \(base) (the reference net of \(net.kataID) is not applied).")
        }
        terminal.print("Next: swift run kata show \(kataID)")
        return .success
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

    private static func declare(_ changeRequests: [ChangeRequest], in root: URL) throws {
        guard !changeRequests.isEmpty else { return }
        let declaration = ChangeRequestDeclaration(
            root: root, path: starterDeclarationFile, name: "starterChangeRequestsDone")
        _ = try declaration.update { $0.union(changeRequests) }
    }

    private static func startMessage(_ kataID: String, earlier: [ReferenceSolution], built: [ChangeRequest])
        -> String
    {
        "Start \(kataID) from the reference result of \(earlier.last { !$0.isNet }?.kataID ?? "the Starter")\n\n"
            + "Applied by swift run kata start: \(earlier.map(\.kataID).joined(separator: ", "))."
            + (built.isEmpty ? "" : "\nDeclared: \(built.map(\.code).joined(separator: ", ")).")
    }
}
