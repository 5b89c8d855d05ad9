import Foundation
import Specs
import Synchronization
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
        #expect(git(["rev-list", "--count", "main..HEAD"], in: repository) == "1")
        #expect(
            output.standardOutput
                == "On start/expenses-dip, from the reference result of expenses-ocp (declared: EXP-1).\n"
                + "Next: swift run kata show expenses-dip")
        #expect(git(["worktree", "list"], in: repository).split(separator: "\n").count == 1, "no scratch checkout")
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

    @Test("the files start writes are dated ahead, so the next build compiles them even within the same second")
    func start_datesTheFilesItWritesAhead() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        let before = Date()

        _ = try StartCommand.run(["expenses-dip"], terminal: CapturedOutput().terminal(), root: repository.root)

        for path in ["Starter/App.txt", starterDeclarationFile] {
            let date =
                try FileManager.default.attributesOfItem(atPath: repository.root.appendingPathComponent(path).path)[
                    .modificationDate] as? Date
            #expect(try #require(date) > before.addingTimeInterval(1), "\(path)")
        }
    }

    @Test("start refuses on uncommitted changes, and changes nothing")
    func start_refusesAndChangesNothingOnUncommittedWork() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.write("my work\n", to: "Starter/App.txt")
        let output = CapturedOutput()

        let dirty = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(dirty == .failure)
        #expect(output.standardError.contains("uncommitted changes"))
        #expect(try repository.read("Starter/App.txt") == "my work\n")
        #expect(git(["branch", "--list", "start/*"], in: repository).isEmpty)
    }

    @Test(
        "a start/<kata> branch that holds no commit of its own (an older start left it empty) is made again",
        arguments: [false, true])
    func start_makesAgainABranchThatHoldsNoCommitOfItsOwn(onIt: Bool) throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        repository.git("branch", "start/expenses-ocp")
        if onIt { repository.git("switch", "-q", "start/expenses-ocp") }
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success, "\(output.standardError)")
        #expect(git(["symbolic-ref", "--short", "HEAD"], in: repository) == "start/expenses-ocp")
        #expect(
            git(["log", "-1", "--format=%s"], in: repository)
                == "Start expenses-ocp from the reference result of expenses-srp")
        #expect(try repository.read("Starter/App.txt") == "base\nsrp\n")
        #expect(git(["status", "--porcelain"], in: repository).isEmpty)
    }

    @Test("a start/<kata> branch with commits of its own is kept: start refuses, and its command renames it")
    func start_refusesAndNamesTheRenameOnABranchWithCommitsOfItsOwn() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        repository.git("switch", "-q", "-c", "start/expenses-ocp")
        try repository.write("mine\n", to: "Notes.txt")
        repository.git("add", "-A")
        repository.git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-qm", "mine")
        let mine = git(["rev-parse", "HEAD"], in: repository)
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .failure)
        #expect(
            output.standardError
                == """
                kata: you are on start/expenses-ocp, which has a commit that main does not have: starting it again would \
                leave it behind. Nothing was changed.
                To start again, keep it under another name first: git branch -m start/expenses-ocp my-expenses-ocp
                then run: swift run kata start expenses-ocp
                """)
        #expect(git(["rev-parse", "HEAD"], in: repository) == mine)

        repository.git("branch", "-m", "start/expenses-ocp", "my-expenses-ocp")
        let again = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(again == .success)
        #expect(git(["rev-parse", "my-expenses-ocp"], in: repository) == mine, "the commit, kept on its branch")
    }

    @Test("a branch an earlier start finished is switched to, and said the same way")
    func start_switchesToTheBranchAnEarlierStartFinished() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.addNet()
        let first = CapturedOutput()
        _ = try StartCommand.run(["expenses-ocp"], terminal: first.terminal(), root: repository.root)
        let made = git(["rev-parse", "HEAD"], in: repository)
        repository.git("switch", "-q", "main")
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success)
        #expect(git(["rev-parse", "HEAD"], in: repository) == made)
        #expect(git(["symbolic-ref", "--short", "HEAD"], in: repository) == "start/expenses-ocp")
        #expect(output.standardOutput == first.standardOutput)
    }

    @Test("without a main, start starts from where you are, and run again on its branch says where you are")
    func start_startsFromHeadAndRecognizesItsBranchWithoutAMain() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        repository.git("branch", "-m", "main", "trunk")
        let first = CapturedOutput()
        _ = try StartCommand.run(["expenses-dip"], terminal: first.terminal(), root: repository.root)
        let made = git(["rev-parse", "HEAD"], in: repository)
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-dip"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success, "\(output.standardError)")
        #expect(output.standardOutput == first.standardOutput)
        #expect(git(["rev-parse", "HEAD"], in: repository) == made)
        #expect(try repository.read("Starter/App.txt") == "base\nsrp\nocp\n")
    }

    @Test(
        "when an earlier solution does not apply, start names it and changes nothing: no branch, the same HEAD",
        arguments: [false, true])
    func start_namesTheSolutionAndChangesNothingOnASolutionThatDoesNotApply(detached: Bool) throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.write("changed on main\n", to: "Starter/App.txt")
        repository.git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-qam", "changed")
        repository.git("switch", "-q", "-c", "mine")
        if detached { repository.git("switch", "-q", "--detach") }
        let head = git(["rev-parse", "HEAD"], in: repository)
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .failure)
        #expect(
            output.standardError
                == "kata: the reference solution of expenses-srp does not apply to main, so start/expenses-ocp cannot "
                + "be made. Nothing was changed: you are where you were.")
        #expect(git(["symbolic-ref", "-q", "--short", "HEAD"], in: repository) == (detached ? "" : "mine"))
        #expect(git(["rev-parse", "HEAD"], in: repository) == head)
        #expect(git(["branch", "--list", "start/*"], in: repository).isEmpty)
        #expect(try repository.read("Starter/App.txt") == "changed on main\n")
        #expect(git(["worktree", "list"], in: repository).split(separator: "\n").count == 1, "no scratch checkout")
    }

    @Test("on a detached HEAD with a commit no branch holds, start refuses, names it, and its command keeps it")
    func start_refusesAndNamesTheCommitOnADetachedHeadWithACommitOfItsOwn() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        repository.git("switch", "-q", "--detach", "main")
        try repository.write("mine\n", to: "Notes.txt")
        repository.git("add", "-A")
        repository.git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-qm", "mine")
        let mine = git(["rev-parse", "HEAD"], in: repository)
        let short = git(["rev-parse", "--short", "HEAD"], in: repository)
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .failure)
        #expect(
            output.standardError
                == """
                kata: HEAD is detached at \(short), with a commit that no branch holds: switching to start/expenses-ocp \
                would leave it unreachable. Nothing was changed.
                Keep it on a branch first: git branch my-work \(short)
                then run: swift run kata start expenses-ocp
                """)
        #expect(git(["rev-parse", "HEAD"], in: repository) == mine)
        #expect(git(["branch", "--list", "start/*"], in: repository).isEmpty)

        repository.git("branch", "my-work", short)
        let again = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(again == .success)
        #expect(git(["rev-parse", "my-work"], in: repository) == mine, "the commit, on the branch the command named")
    }

    @Test("on a detached HEAD whose commits a branch holds, start starts")
    func start_startsOnADetachedHeadThatABranchHolds() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        repository.git("switch", "-q", "--detach", "main")
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success, "\(output.standardError)")
        #expect(git(["symbolic-ref", "--short", "HEAD"], in: repository) == "start/expenses-ocp")
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

    @Test(
        "a net of the attendee's, committed on main, stays theirs, never mixed with the reference net, and start says so",
        arguments: [
            "my own net\n",
            // The reference net's patch would apply to this one (its context is intact): still theirs.
            "template\nmy spec\n",
        ])
    func start_keepsTheAttendeesNetOnANetCommittedOnMain(net: String) throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.addNet(net)
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-ocp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success, "\(output.standardError)")
        #expect(try repository.read("Tests/MyNet/ExpensesNet.swift") == net)
        #expect(try repository.read("Starter/App.txt") == "base\nsrp\n")
        #expect(
            output.standardOutput
                == "On start/expenses-ocp, from the reference result of expenses-srp.\n"
                + "Your net: yours, as it is on main: Tests/MyNet/ExpensesNet.swift is not the shipped one, so the "
                + "reference net of expenses-net is not added to it (swift run kata solution expenses-net shows it).\n"
                + "Next: swift run kata show expenses-ocp")
    }

    @Test("a switch a kill cut short is finished by the next start, index lock and all")
    func start_finishesASwitchThatAKillCutShort() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        let (target, origin) = try cutShortSwitch(repository)
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-dip"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success, "\(output.standardError)")
        #expect(
            output.standardOutput.hasPrefix(
                "An earlier `swift run kata start expenses-dip` was stopped while it switched to start/expenses-dip: "
                    + "the switch is finished.\nOn start/expenses-dip, from"))
        #expect(git(["rev-parse", "HEAD"], in: repository) == target)
        #expect(git(["rev-parse", "main"], in: repository) == origin)
        #expect(git(["status", "--porcelain"], in: repository).isEmpty)
        #expect(try repository.read("Starter/App.txt") == "base\nsrp\nocp\n")
        #expect(!FileManager.default.fileExists(atPath: repository.root.appendingPathComponent(".git/index.lock").path))
        #expect(
            !FileManager.default.fileExists(
                atPath: repository.root.appendingPathComponent(StartCommand.switchingMarker).path))
    }

    @Test("after a switch cut short, a file that switch does not write and that changed since stops start, named")
    func start_refusesAndNamesTheFileOnAChangeOutsideASwitchCutShort() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        let (_, origin) = try cutShortSwitch(repository)
        try repository.write("mine\n", to: "Notes.txt")
        let output = CapturedOutput()

        let code = try StartCommand.run(["expenses-dip"], terminal: output.terminal(), root: repository.root)

        #expect(code == .failure)
        #expect(
            output.standardError
                == """
                kata: an earlier `swift run kata start expenses-dip` was stopped while it switched to start/expenses-dip, \
                and files that switch does not write have changed since (Notes.txt). Nothing was changed.
                Commit them, or put them aside (git stash --include-untracked), then run: swift run kata start expenses-dip
                """)
        #expect(git(["rev-parse", "HEAD"], in: repository) == origin)
        #expect(try repository.read("Notes.txt") == "mine\n")
    }

    @Test("a second writing command waits for the one that holds the folder, says so, then runs")
    func start_waitsAndSaysSoWhileAnotherWritingCommandRuns() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        let holder = Mutex<ExclusiveFileLock?>(try ExclusiveFileLock(guarding: repository.root))
        let said = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        let output = CapturedOutput()
        let terminal = Terminal(
            usesColor: false, writeOutput: { output.append($0, toError: false) },
            writeError: { text in
                output.append(text, toError: true)
                said.signal()
            })
        let code = EndedCommand()
        let root = repository.root

        Thread.detachNewThread {
            code.exitCode.withLock { $0 = try? StartCommand.run(["expenses-ocp"], terminal: terminal, root: root) }
            ended.signal()
        }
        said.wait()
        let branchesWhileWaiting = git(["branch", "--list", "start/*"], in: repository)
        holder.withLock { $0 = nil }
        ended.wait()

        #expect(
            output.standardError == "kata: another kata command is changing \(root.path); waiting for it to end.")
        #expect(branchesWhileWaiting.isEmpty, "nothing made while it waited")
        #expect(code.exitCode.withLock { $0 } == .success)
        #expect(git(["symbolic-ref", "--short", "HEAD"], in: repository) == "start/expenses-ocp")
    }

    // MARK: - Helpers

    /// The state a kill of `kata start expenses-dip` inside `git checkout` leaves: the branch made, the
    /// marker written, HEAD still on main, a file written and git's index lock left. The branch's commit
    /// and main's.
    private func cutShortSwitch(_ repository: ScratchRepository) throws -> (target: String, origin: String) {
        _ = try StartCommand.run(["expenses-dip"], terminal: CapturedOutput().terminal(), root: repository.root)
        let target = git(["rev-parse", "HEAD"], in: repository)
        repository.git("switch", "-q", "main")
        let origin = git(["rev-parse", "HEAD"], in: repository)
        try SwitchingMark(kataID: "expenses-dip", branch: "start/expenses-dip", target: target, origin: origin)
            .write(to: repository.root.appendingPathComponent(StartCommand.switchingMarker))
        try repository.write("base\nsrp\nocp\n", to: "Starter/App.txt")
        try repository.write("", to: ".git/index.lock")
        return (target, origin)
    }

    private func git(_ arguments: [String], in repository: ScratchRepository) -> String {
        QuietProcess.output(of: ["git"] + arguments, in: repository.root).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The exit code of a command run on another thread, once it has ended.
private final class EndedCommand: Sendable {
    let exitCode = Mutex<ExitCode?>(nil)
}
