import Foundation
import Specs
import Testing

@testable import KataTool

/// Each command that writes the package's files, killed (SIGKILL) at every moment between two of its
/// writes (`StopPoint`), in a scratch copy (`KATA_PACKAGE_ROOT`): after each kill every file is whole,
/// as before or as after, and the next run of the same command works and leaves the tree as after.
@Suite("Commands killed at every step")
struct KilledCommandTests {
    @Test("kata declare: the declaration is as before or as declared, and the next run declares")
    func declare_leavesFileWholeAndNextRunDeclaresOnKillAtEveryStep() throws {
        let kata = try #require(KataExecutable.find())
        let (source, _, text) = try emptyStarterDeclaration()
        defer { source.remove() }
        let before = Data(text.utf8)
        let after = Data(
            text.replacingOccurrences(
                of: "let starterChangeRequestsDone: Set<ChangeRequest> = []",
                with: "let starterChangeRequestsDone: Set<ChangeRequest> = [.weeklyReport]"
            ).utf8)
        let adapters = starterDeclarationFile.components(separatedBy: "/").dropLast().joined(separator: "/")

        let kills = try killAtEveryStep(kata, ["declare", "EXP-1"]) { root in
            try write(before, to: root.file(starterDeclarationFile))
        } check: { (root: TemporaryFolder, step: Int) throws in
            let now = try Data(contentsOf: root.file(starterDeclarationFile))
            #expect(now == before || now == after, "the declaration after a kill at step \(step)")
        } atEnd: { (root: TemporaryFolder, _: Int32?) throws in
            #expect(try Data(contentsOf: root.file(starterDeclarationFile)) == after)
            #expect(try files(in: root.file(adapters)) == ["StarterAdapters.swift"], "no leftover beside it")
        }

        #expect(kills == 3)
    }

    @Test("kata generate-tests: each file is as before or as generated, and the next run finishes")
    func generateTests_leavesFilesWholeAndNextRunFinishesOnKillAtEveryStep() throws {
        let kata = try #require(KataExecutable.find())
        let folders = GeneratedSpecTests.Framework.allCases.map { displayPath(of: $0.packageFolder) }
        var generated: [String: Data] = [:]
        for folder in folders {
            for name in try files(in: PackageFolder.root.appendingPathComponent(folder)) {
                let path = "\(folder)/\(name)"
                generated[path] = try Data(contentsOf: PackageFolder.root.appendingPathComponent(path))
            }
        }
        let stale = "\(folders[0])/StarterShoppingCartTests.swift"
        let leftover = "\(folders[0])/OldTests.swift"
        let mine = "\(folders[1])/MyTests.swift"
        let staleText = Data("// stale\n".utf8)
        let mineText = Data("struct MyTests {}\n".utf8)

        let kills = try killAtEveryStep(kata, ["generate-tests"]) { root in
            for (path, data) in generated { try write(data, to: root.file(path)) }
            try write(staleText, to: root.file(stale))
            try write(Data("// swift-format-ignore-file\n\(GeneratedSpecTests.marker)\n".utf8), to: root.file(leftover))
            try write(mineText, to: root.file(mine))
        } check: { (root: TemporaryFolder, step: Int) throws in
            let now = try Data(contentsOf: root.file(stale))
            #expect(now == staleText || now == generated[stale], "the stale file after a kill at step \(step)")
            #expect(try Data(contentsOf: root.file(mine)) == mineText, "a file of mine after a kill at step \(step)")
        } atEnd: { (root: TemporaryFolder, _: Int32?) throws in
            for (path, data) in generated { #expect(try Data(contentsOf: root.file(path)) == data, "\(path)") }
            #expect(try Data(contentsOf: root.file(mine)) == mineText)
            let expected = Set(generated.keys).union([mine])
            let present = try folders.flatMap { folder in try files(in: root.file(folder)).map { "\(folder)/\($0)" } }
            #expect(Set(present) == expected, "no leftover, no temporary file")
        }

        #expect(kills == 4)
    }

    @Test("kata solution --apply: each file is as before or as after, and the next run finishes")
    func solutionApply_leavesFilesWholeAndNextRunFinishesOnKillAtEveryStep() throws {
        let kata = try #require(KataExecutable.find())
        let before = ["Starter/App.txt": "base\n", "Starter/Old.txt": "old\n"]
        let after = ["Starter/App.txt": "base\nsrp\n", "Starter/Deep/New.txt": "new\n"]

        let kills = try killAtEveryStep(kata, ["solution", "expenses-srp", "--apply"]) { root in
            try makeRepository(root, files: before, solution: after)
        } check: { (root: TemporaryFolder, step: Int) throws in
            for path in Set(before.keys).union(after.keys) {
                let now = try? String(contentsOf: root.file(path), encoding: .utf8)
                #expect(now == before[path] || now == after[path], "\(path) after a kill at step \(step)")
            }
        } atEnd: { (root: TemporaryFolder, killed: Int32?) throws in
            #expect(try starterFiles(root) == after)
            #expect(!FileManager.default.fileExists(atPath: root.file(SolutionCommand.applyingMarker).path))
            let checkouts = git(["worktree", "list", "--porcelain"], in: root).split(separator: "\n")
            #expect(checkouts.filter { $0.hasPrefix("worktree ") }.count == 1, "no scratch checkout is left")
            if let killed {
                let scratch = try FileManager.default.contentsOfDirectory(
                    atPath: FileManager.default.temporaryDirectory.path)
                #expect(!scratch.contains { $0.hasPrefix("kata-apply-pid\(killed)-") }, "the killed run's checkout")
            }
        }

        #expect(kills == 11)
    }

    @Test(
        "kata start: the attendee is where they were or on the finished branch, never an empty one; the next run finishes",
        arguments: [false, true])
    func start_leavesAttendeeWhereTheyWereOrOnTheFinishedBranchOnKillAtEveryStep(onAnEmptyBranch: Bool) throws {
        let kata = try #require(KataExecutable.find())
        let branch = "start/expenses-dip"
        let before = onAnEmptyBranch ? branch : "main"

        let kills = try killAtEveryStep(kata, ["start", "expenses-dip"]) { root in
            let repository = try ScratchRepository(at: root.url)
            try repository.addNet()
            // What an older kata start left: a start branch at main, without its Start commit, checked out.
            if onAnEmptyBranch { repository.git("switch", "-q", "-c", branch) }
        } check: { (root: TemporaryFolder, step: Int) throws in
            let head = git(["symbolic-ref", "-q", "--short", "HEAD"], in: root).trimmed
            let main = git(["rev-parse", "main"], in: root).trimmed
            let tip = git(["rev-parse", "-q", "--verify", branch], in: root).trimmed
            let finished = git(["log", "-1", "--format=%s", branch], in: root).hasPrefix("Start expenses-dip from")
            #expect(git(["status", "--porcelain"], in: root).isEmpty, "a clean tree after a kill at step \(step)")
            #expect(
                tip.isEmpty || finished || tip == main, "the branch after a kill at step \(step): finished, or none")
            let app = try String(contentsOf: root.file("Starter/App.txt"), encoding: .utf8)
            if head == branch, finished {
                #expect(app == "base\nsrp\nocp\n", "on the finished branch after a kill at step \(step)")
            } else {
                let detachedAtMain = head.isEmpty && git(["rev-parse", "HEAD"], in: root).trimmed == main
                #expect(head == before || detachedAtMain, "HEAD after a kill at step \(step)")
                #expect(app == "base\n", "where they were after a kill at step \(step)")
            }
        } atEnd: { (root: TemporaryFolder, killed: Int32?) throws in
            #expect(git(["symbolic-ref", "-q", "--short", "HEAD"], in: root).trimmed == branch)
            #expect(git(["rev-list", "--count", "main..HEAD"], in: root).trimmed == "1", "one Start commit")
            #expect(try String(contentsOf: root.file("Starter/App.txt"), encoding: .utf8) == "base\nsrp\nocp\n")
            #expect(
                try String(contentsOf: root.file("Tests/MyNet/ExpensesNet.swift"), encoding: .utf8)
                    == "template\nreference\n")
            #expect(
                try String(contentsOf: root.file(starterDeclarationFile), encoding: .utf8).contains("[.weeklyReport]"))
            #expect(git(["status", "--porcelain"], in: root).isEmpty)
            #expect(!FileManager.default.fileExists(atPath: root.file(StartCommand.switchingMarker).path))
            #expect(try files(in: root.file(".build")) == [], "no marker, no temporary file")
            #expect(git(["worktree", "list", "--porcelain"], in: root).components(separatedBy: "worktree ").count == 2)
            #expect(!FileManager.default.fileExists(atPath: root.file(".git/worktrees").path), "no checkout's admin")
            if let killed {
                let scratch = try FileManager.default.contentsOfDirectory(
                    atPath: FileManager.default.temporaryDirectory.path)
                #expect(!scratch.contains { $0.hasPrefix("kata-start-pid\(killed)-") }, "the killed run's checkout")
            }
        }

        #expect(kills == (onAnEmptyBranch ? 15 : 14))
    }

    @Test("two kata start at once, on two katas: each branch holds its own Start commit, and each says so")
    func start_makesEachBranchWholeOnTwoStartsAtOnce() throws {
        let kata = try #require(KataExecutable.find())
        let expected = ["expenses-ocp": "base\nsrp\n", "expenses-dip": "base\nsrp\nocp\n"]
        for round in 1...3 {
            let root = try TemporaryFolder(prefix: "raced-start", onDisk: true)
            defer { root.remove() }
            _ = try ScratchRepository(at: root.url)

            let processes = try expected.keys.sorted().map { try launch(kata, ["start", $0], root: root) }
            for process in processes { process.waitUntilExit() }

            for (process, kataID) in zip(processes, expected.keys.sorted()) {
                #expect(process.terminationStatus == 0, "round \(round): kata start \(kataID)")
                #expect(
                    git(["log", "-1", "--format=%s", "start/\(kataID)"], in: root).hasPrefix("Start \(kataID) from"),
                    "round \(round): the Start commit of \(kataID)")
                #expect(
                    git(["show", "start/\(kataID):Starter/App.txt"], in: root) == expected[kataID],
                    "round \(round): the files of start/\(kataID)")
            }
            let head = git(["symbolic-ref", "-q", "--short", "HEAD"], in: root).trimmed
            #expect(expected.keys.map { "start/\($0)" }.contains(head), "round \(round): HEAD on one of them")
            #expect(git(["status", "--porcelain"], in: root).isEmpty, "round \(round): a clean tree")
        }
    }

    // MARK: - Helpers

    /// Runs `kata <arguments>` in a fresh scratch copy made by `prepare`, killed at its 1st, 2nd, ...
    /// stop point until a run ends by itself; after each kill, `check`s the copy, runs the command again
    /// to its end, and checks the result with `atEnd` (given the killed process). Returns how many kills.
    private func killAtEveryStep(
        _ kata: URL, _ arguments: [String], prepare: (TemporaryFolder) throws -> Void,
        check: (TemporaryFolder, Int) throws -> Void, atEnd: (TemporaryFolder, Int32?) throws -> Void
    ) throws -> Int {
        for step in 1...50 {
            let root = try TemporaryFolder(prefix: "killed-command", onDisk: true)
            defer { root.remove() }
            try prepare(root)
            let first = try run(kata, arguments, root: root, stopAt: step)
            guard first.killed else {
                try atEnd(root, nil)
                return step - 1
            }
            try check(root, step)
            #expect(try !run(kata, arguments, root: root, stopAt: nil).killed, "the run after a kill at step \(step)")
            try atEnd(root, first.process)
        }
        Issue.record("kata \(arguments.joined(separator: " ")) never ended by itself")
        return 50
    }

    /// Runs the built `kata` on `root`; whether it was killed, and its process id.
    private func run(_ kata: URL, _ arguments: [String], root: TemporaryFolder, stopAt: Int?) throws -> (
        killed: Bool, process: Int32
    ) {
        let process = try launch(kata, arguments, root: root, stopAt: stopAt)
        process.waitUntilExit()
        let killed = process.terminationReason == .uncaughtSignal
        #expect(
            killed || process.terminationStatus == 0,
            "kata \(arguments.joined(separator: " ")) ended with \(process.terminationStatus)")
        return (killed, process.processIdentifier)
    }

    /// Starts the built `kata` on `root`, killed at its `stopAt`-th stop point when there is one.
    private func launch(_ kata: URL, _ arguments: [String], root: TemporaryFolder, stopAt: Int? = nil) throws -> Process
    {
        let process = Process()
        process.executableURL = kata
        process.arguments = arguments
        process.currentDirectoryURL = root.url
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_PACKAGE_ROOT"] = root.url.path
        environment["KATA_STOP_AT"] = stopAt.map(String.init)
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func write(_ data: Data, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// Every name in `folder`, hidden ones too, sorted.
    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func displayPath(of folder: URL) -> String {
        String(folder.path.dropFirst(PackageFolder.root.path.count + 1))
    }

    /// The files under `Starter/`, with their text.
    private func starterFiles(_ root: TemporaryFolder) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.file("Starter").path)
        while let path = enumerator?.nextObject() as? String {
            if (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeRegular {
                files["Starter/\(path)"] = try String(contentsOf: root.file("Starter/\(path)"), encoding: .utf8)
            }
        }
        return files
    }

    /// A git repository with `files` committed, and the expenses-srp solution that turns them into `solution`.
    private func makeRepository(_ root: TemporaryFolder, files: [String: String], solution: [String: String]) throws {
        _ = git(["init", "-q"], in: root)
        try write(Data(".build/\n".utf8), to: root.file(".gitignore"))
        for (path, text) in solution { try write(Data(text.utf8), to: root.file(path)) }
        _ = git(["add", "-A"], in: root)
        _ = git(["commit", "-qm", "after"], in: root)
        _ = git(["rm", "-rq", "Starter"], in: root)
        for (path, text) in files { try write(Data(text.utf8), to: root.file(path)) }
        _ = git(["add", "-A"], in: root)
        _ = git(["commit", "-qm", "before"], in: root)
        let patch = git(["diff", "HEAD", "HEAD~1"], in: root)
        try write(Data(patch.utf8), to: root.file("Katas/Solutions/expenses-srp.patch"))
        try write(Data("# Reference solution: expenses-srp\n".utf8), to: root.file("Katas/Solutions/expenses-srp.md"))
        _ = git(["add", "-A"], in: root)
        _ = git(["commit", "-qm", "solution"], in: root)
    }

    /// What `git <arguments>` prints, run in `root` as a test user.
    private func git(_ arguments: [String], in root: TemporaryFolder) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=test", "-c", "user.email=test@localhost"] + arguments
        process.currentDirectoryURL = root.url
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
