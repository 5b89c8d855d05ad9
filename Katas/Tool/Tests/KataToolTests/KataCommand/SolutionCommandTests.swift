import Foundation
import Specs
import Testing

@testable import KataTool

@Suite("kata solution")
struct SolutionCommandTests {
    @Test("shows the walkthrough, then the diff, then the command that applies it")
    func solution_showsWalkthroughAndDiffOnKata() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        let output = CapturedOutput()

        let code = try SolutionCommand.run(["expenses-srp"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success)
        let text = output.standardOutput
        let walkthrough = try #require(text.range(of: "# Reference solution: expenses-srp"))
        let diff = try #require(text.range(of: "+srp"))
        #expect(walkthrough.lowerBound < diff.lowerBound)
        #expect(text.hasSuffix("Apply it to a clean working tree: swift run kata solution expenses-srp --apply"))
    }

    @Test("--apply refuses on uncommitted changes, says what to do, and changes nothing")
    func solutionApply_refusesAndChangesNothingOnUncommittedChanges() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.write("my work\n", to: "Starter/App.txt")
        let output = CapturedOutput()

        let code = try SolutionCommand.run(
            ["expenses-srp", "--apply"], terminal: output.terminal(), root: repository.root)

        #expect(code == .failure)
        #expect(output.standardError.contains("the working tree has uncommitted changes"))
        #expect(output.standardError.contains("git stash --include-untracked"))
        #expect(try repository.read("Starter/App.txt") == "my work\n")
    }

    @Test("after an interrupted --apply, the refusal says the changes are a part of the solution, never work to commit")
    func solutionApply_saysInterruptedNotMyWorkOnHalfAppliedTree() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.write("base\nsrp\n", to: "Starter/App.txt")
        try repository.write("expenses-srp", to: SolutionCommand.applyingMarker)
        let output = CapturedOutput()

        let code = try SolutionCommand.run(
            ["expenses-srp", "--apply"], terminal: output.terminal(), root: repository.root)

        #expect(code == .failure)
        #expect(
            output.standardError.contains("an earlier `swift run kata solution expenses-srp --apply` was interrupted"))
        #expect(output.standardError.contains("git stash --include-untracked"))
        #expect(!output.standardError.contains("my work"))
        #expect(try repository.read("Starter/App.txt") == "base\nsrp\n")
    }

    @Test("after a run stopped once it had written another kata's whole solution, --apply says to commit that one")
    func solutionApply_saysCommitTheWholeSolutionOnTreeThatAnotherStoppedRunWroteWhole() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.write("base\nsrp\n", to: "Starter/App.txt")
        let written = try #require(GitWorkingTree(root: repository.root).treeOfWorkingTree())
        try repository.write("", to: SolutionCommand.applyingMarker)
        ApplyingMark(kataID: "expenses-srp", tree: written, applied: ["expenses-srp"])
            .write(to: repository.root.appendingPathComponent(SolutionCommand.applyingMarker))
        let output = CapturedOutput()

        let code = try SolutionCommand.run(
            ["expenses-ocp", "--apply"], terminal: output.terminal(), root: repository.root)

        #expect(code == .failure)
        #expect(
            output.standardError.contains(
                "an earlier `swift run kata solution expenses-srp --apply` was stopped after it had written all"))
        #expect(output.standardError.contains("git commit -m \"Reference solution: expenses-srp\""))
        #expect(try repository.read("Starter/App.txt") == "base\nsrp\n")
    }

    @Test("--apply leaves no mark of itself once done")
    func solutionApply_removesItsMarkOnSuccess() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }

        _ = try SolutionCommand.run(
            ["expenses-srp", "--apply"], terminal: CapturedOutput().terminal(), root: repository.root)

        #expect(
            !FileManager.default.fileExists(
                atPath: repository.root.appendingPathComponent(SolutionCommand.applyingMarker).path))
    }

    @Test("the files --apply writes are dated ahead, so the next build compiles them even within the same second")
    func solutionApply_datesTheFilesItWritesAhead() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        let before = Date()

        _ = try SolutionCommand.run(
            ["expenses-srp", "--apply"], terminal: CapturedOutput().terminal(), root: repository.root)

        let file = repository.root.appendingPathComponent("Starter/App.txt").path
        let date = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(try repository.read("Starter/App.txt") == "base\nsrp\n")
        #expect(try #require(date) > before.addingTimeInterval(1))
    }

    @Test("--apply on the untouched Starter applies the app's solutions in kata order up to the one named")
    func solutionApply_appliesEarlierSolutionsFirstOnUntouchedStarter() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        let output = CapturedOutput()

        let code = try SolutionCommand.run(
            ["expenses-ocp", "--apply"], terminal: output.terminal(), root: repository.root)

        #expect(code == .success)
        #expect(try repository.read("Starter/App.txt") == "base\nsrp\nocp\n")
        #expect(output.standardOutput.contains("Applied: expenses-srp, expenses-ocp."))
        #expect(output.standardOutput.contains("It builds EXP-1: swift run kata declare EXP-1"))
    }

    @Test("a refactoring solution leaves the net alone; the reference net applies by itself and says what is next")
    func solutionApply_leavesTheNetAloneOnARefactoringSolution() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }
        try repository.addNet()
        let output = CapturedOutput()

        let refactor = try SolutionCommand.run(
            ["expenses-ocp", "--apply"], terminal: output.terminal(), root: repository.root)

        #expect(refactor == .success)
        #expect(output.standardOutput.contains("Applied: expenses-srp, expenses-ocp."))
        #expect(try repository.read("Tests/MyNet/ExpensesNet.swift") == "template\n")
        repository.git("checkout", "-q", "--", ".")
        let net = CapturedOutput()

        let reference = try SolutionCommand.run(
            ["expenses-net", "--apply"], terminal: net.terminal(), root: repository.root)

        #expect(reference == .success)
        #expect(try repository.read("Tests/MyNet/ExpensesNet.swift") == "template\nreference\n")
        #expect(try repository.read("Starter/App.txt") == "base\n")
        #expect(net.standardOutput == "Applied: expenses-net.\nNext: swift run kata mutants expenses --net mine")
    }

    @Test("a kata without a solution is a usage error naming those that have one")
    func solution_answersUsageOnKataWithoutSolution() throws {
        let repository = try ScratchRepository()
        defer { repository.remove() }

        #expect(throws: UsageError.self) {
            try SolutionCommand.run(["review-srp"], terminal: CapturedOutput().terminal(), root: repository.root)
        }
    }

    @Test("the project's solutions exist for the katas the list names, each with a walkthrough and a patch")
    func solutions_haveWalkthroughAndPatchInProject() {
        let stored = ReferenceSolution.all(in: PackageFolder.root)

        #expect(!stored.isEmpty)
        for solution in stored {
            #expect(KataLibrary.kata(solution.kataID) != nil, "\(solution.kataID) is a kata")
        }
    }
}

/// A git repository in a temporary folder with a one-file Starter, two chained solutions (ocp builds
/// EXP-1) and the Starter's declaration file.
struct ScratchRepository {
    let root: URL

    /// The repository, in a new folder, or in `root` (a folder that a test's `kata` process can run in).
    init(at root: URL? = nil) throws {
        self.root = try root ?? TemporaryFolder(prefix: "solution").url
        try write(".build/\n", to: ".gitignore")
        try write("base\n", to: "Starter/App.txt")
        try write(
            "let starterChangeRequestsDone: Set<ChangeRequest> = []\n",
            to: "Tests/Adapters/Starter/StarterAdapters.swift")
        try write("# Reference solution: expenses-srp\n", to: "Katas/Solutions/expenses-srp.md")
        try write(Self.patch(from: "base\n", to: "base\nsrp\n"), to: "Katas/Solutions/expenses-srp.patch")
        try write("# Reference solution: expenses-ocp\n", to: "Katas/Solutions/expenses-ocp.md")
        try write(Self.patch(from: "base\nsrp\n", to: "base\nsrp\nocp\n"), to: "Katas/Solutions/expenses-ocp.patch")
        // The kata texts a `kata` process run on this repository (KATA_PACKAGE_ROOT) knows the katas by.
        for (order, kataID) in ["expenses-srp", "expenses-ocp", "expenses-dip"].enumerated() {
            try write("# \(kataID)\n", to: "Katas/1-Expenses/\(order + 1)-\(kataID).md")
        }
        git("init", "-q")
        git("add", "-A")
        git("-c", "user.name=test", "-c", "user.email=test@localhost", "commit", "-qm", "base")
        git("branch", "-M", "main")
    }

    func write(_ text: String, to path: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func git(_ arguments: String...) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = root
        try? process.run()
        process.waitUntilExit()
    }

    /// Adds the net kata of the expenses: a net file holding `net` (committed), and a reference net that
    /// turns the shipped `template\n` into `template\nreference\n`, with the `index` line git writes
    /// (the blobs before and after), as the shipped reference nets have.
    func addNet(_ net: String = "template\n") throws {
        try write(net, to: "Tests/MyNet/ExpensesNet.swift")
        try write("# Reference net: expenses-net\n", to: "Katas/Solutions/expenses-net.md")
        let file = "Tests/MyNet/ExpensesNet.swift"
        let patch = Self.patch(from: "template\n", to: "template\nreference\n", file: file)
        let index = "index \(try blob("template\n").prefix(7))..\(try blob("template\nreference\n").prefix(7)) 100644\n"
        try write("diff --git a/\(file) b/\(file)\n" + index + patch, to: "Katas/Solutions/expenses-net.patch")
        git("add", "-A")
        git("-c", "user.name=test", "-c", "user.email=test@localhost", "commit", "-qm", "net")
    }

    /// The id git gives a blob holding `text`.
    private func blob(_ text: String) throws -> String {
        let file = root.appendingPathComponent(".build/blob")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return QuietProcess.output(of: ["git", "hash-object", file.path], in: root).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A unified diff of `file` that adds the last line of `new`.
    private static func patch(from old: String, to new: String, file: String = "Starter/App.txt") -> String {
        let oldLines = old.split(separator: "\n")
        let added = new.split(separator: "\n").last!
        return """
            --- a/\(file)
            +++ b/\(file)
            @@ -1,\(oldLines.count) +1,\(oldLines.count + 1) @@

            """ + oldLines.map { " \($0)\n" }.joined() + "+\(added)\n"
    }
}
