import Foundation
import Specs
import Testing

@testable import KataTool

@Suite("kata start")
struct StartCommandTests {
    @Test("start makes start/<kata> from main with the earlier solutions applied and declared, in one commit")
    func start_branchesFromTheReferenceResultOfTheKataBefore() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-dip"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success, "\(output.standardError)")
        #expect(git(["symbolic-ref", "--short", "HEAD"], in: repository) == "start/expenses-dip")
        #expect(try repository.read("Starter/App.txt") == "base\nsrp\nocp\n")
        #expect(try repository.read(starterDeclarationFile).contains("= [.weeklyReport]"))
        #expect(git(["status", "--porcelain"], in: repository).isEmpty)
        #expect(
            git(["log", "-1", "--format=%s"], in: repository)
                == "Start expenses-dip from the reference result of expenses-ocp")
        #expect(
            output.standardOutput
                == "On start/expenses-dip, from the reference result of expenses-ocp (declared: EXP-1).\n"
                + "Next: swift run kata show expenses-dip")
    }

    @Test("an app's first kata starts at the untouched Starter")
    func start_branchesAtMainOnAnAppsFirstKata() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        let output = CapturedOutput()

        let code = try StartCommand.run(["Expenses-SRP"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success)
        #expect(try repository.read("Starter/App.txt") == "base\n")
        #expect(output.standardOutput.hasPrefix("On start/expenses-srp, from the untouched Starter."))
    }

    @Test("start refuses on uncommitted changes and on a branch that exists, and changes nothing")
    func start_refusesAndChangesNothingOnUncommittedWorkOrAnExistingBranch() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.write("my work\n", to: "Starter/App.txt")
        let output = CapturedOutput()

        let dirty = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(dirty == .failure)
        #expect(output.standardError.contains("uncommitted changes"))
        #expect(try repository.read("Starter/App.txt") == "my work\n")
        #expect(git(["branch", "--list", "start/*"], in: repository).isEmpty)
        repository.git("checkout", "-q", "--", ".")
        repository.git("branch", "start/expenses-ocp")

        let taken = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(taken == .failure)
        #expect(output.standardError.contains("the branch start/expenses-ocp exists already"))
        #expect(git(["symbolic-ref", "--short", "HEAD"], in: repository) == "main")
    }

    @Test("when the earlier solutions do not apply, start goes back where it was and deletes only its branch")
    func start_goesBackAndDeletesItsBranchOnSolutionsThatDoNotApply() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.write("changed on main\n", to: "Starter/App.txt")
        repository.git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-qam", "changed")
        repository.git("switch", "-q", "-c", "mine")
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .failure)
        #expect(output.standardError.contains("Nothing was changed"))
        #expect(git(["symbolic-ref", "--short", "HEAD"], in: repository) == "mine")
        #expect(git(["branch", "--list", "start/*"], in: repository).isEmpty)
        #expect(try repository.read("Starter/App.txt") == "changed on main\n")
    }

    @Test("a later kata starts with the reference net when the net file is still the shipped one")
    func start_addsTheReferenceNetOnTheShippedNetFile() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.addNet()
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success, "\(output.standardError)")
        #expect(try repository.read("Starter/App.txt") == "base\nsrp\n")
        #expect(try repository.read("Tests/MyNet/ExpensesNet.swift") == "template\nreference\n")
        #expect(git(["status", "--porcelain"], in: repository).isEmpty)
        #expect(
            output.standardOutput
                == "On start/expenses-ocp, from the reference result of expenses-srp.\n"
                + "Your net: the reference net of expenses-net (swift run kata solution expenses-net).\n"
                + "Next: swift run kata show expenses-ocp")
    }

    @Test("a net of the attendee's, committed on main, stays theirs in a later kata's branch")
    func start_keepsTheAttendeesNetOnANetCommittedOnMain() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.addNet("my own net\n")
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-srp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success, "\(output.standardError)")
        #expect(try repository.read("Tests/MyNet/ExpensesNet.swift") == "my own net\n")
        #expect(try repository.read("Starter/App.txt") == "base\n")
        #expect(
            output.standardOutput
                == "On start/expenses-srp, from the untouched Starter.\n"
                + "Your net: yours, as it is on main (the reference net of expenses-net is not applied).\n"
                + "Next: swift run kata show expenses-srp")
    }

    private func git(_ arguments: [String], in repository: ScratchRepository) -> String {
        QuietProcess.output(of: ["git"] + arguments, in: repository.root).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
