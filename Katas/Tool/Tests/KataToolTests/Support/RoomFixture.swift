import Foundation
import Specs
import Synchronization

@testable import KataTool

/// A room for the room's tests, in a scratch folder on the disk (its hook must be able to run): a small
/// project committed on `main` in `origin` (a Starter file, a net of two specs), the room made by
/// `kata room create` in `room.git`, and the pairs' clones of `origin`, each on `start/cart-reusability`.
/// No app runs: the runs' verdicts are given (`results(red:)`).
struct RoomFixture {
    let folder: TemporaryFolder
    var room: URL { folder.file("room.git") }
    var origin: URL { folder.file("origin") }
    /// The clone the facilitator made the room from, and watches it from.
    var facilitator: URL { folder.file("facilitator") }

    static let starterFile = "Starter/Cart/CartScreen.swift"
    static let starterText = "final class CartScreen {\n    func total() -> Int {\n        0\n    }\n}\n"
    static let netFile = "Tests/MyNet/CartNet.swift"
    static let netText = "@Test func first() {}\n// @Test in a comment\n@Test(\"named\") func second() {}\n"

    init() throws {
        folder = try TemporaryFolder(prefix: "kata-room-test", onDisk: true)
        try Self.write(Self.starterText, to: origin.appendingPathComponent(Self.starterFile))
        try Self.write(Self.netText, to: origin.appendingPathComponent(Self.netFile))
        Self.git(["init", "-q", "-b", "main"], in: origin)
        Self.git(["add", "-A"], in: origin)
        Self.git(["commit", "-q", "-m", "The project"], in: origin)
        Self.git(["clone", "-q", origin.path, facilitator.path], in: folder.url)
    }

    /// Makes the room with `kata room create`, from the facilitator's clone.
    func create() async -> (ExitCode, CapturedOutput) {
        await run(["create", room.path], in: facilitator)
    }

    /// A new clone of the project named `name`, on the branch `kata start` makes for cart-reusability.
    func clone(_ name: String) -> URL {
        let clone = folder.file("pairs/\(name)")
        Self.git(["clone", "-q", origin.path, clone.path], in: folder.url)
        Self.git(["switch", "-q", "-c", "start/cart-reusability"], in: clone)
        return clone
    }

    /// `kata room <words>` in `clone`, at `now`, times in UTC; a usage error is said as `kata` says it,
    /// its message first and its suggestion last (without the help between).
    func run(_ words: [String], in clone: URL, now: Date = RoomFixture.start) async -> (ExitCode, CapturedOutput) {
        let (terminal, output) = CapturedOutput.terminal()
        do {
            let code = try await RoomCommand.run(
                words, terminal: terminal, root: clone, now: { now }, timeZone: TimeZone(identifier: "UTC")!)
            return (code, output)
        } catch {
            output.append("kata: \(error.message)", toError: true)
            if let suggestion = error.suggestion { output.append(suggestion, toError: true) }
            return (.usageError, output)
        }
    }

    /// A run of `command` recorded in `clone` as kata records it after its verdict, without starting the
    /// background publisher, then published by this process; the publication's state.
    @discardableResult
    static func publishRun(_ command: String, in clone: URL, red: Bool = false, at now: Date = start) -> PublishState? {
        recordRun(command, in: clone, red: red, at: now)
        return RoomPublication(root: clone).run()
    }

    /// A run of `command` recorded in `clone` as kata records it after its verdict, left waiting for a
    /// publisher; the id of the run, or nil when none waits.
    @discardableResult
    static func recordRun(_ command: String, in clone: URL, red: Bool = false, at now: Date = start) -> String? {
        let (terminal, _) = CapturedOutput.terminal()
        RoomPublisher.$root.withValue(clone) {
            _ = RoomPublisher.afterRun(
                command, results: results(red: red), terminal: terminal, now: now, executable: nil)
        }
        return PendingRuns(roomFolder: clone.appendingPathComponent(".git/kata-room")).all().last?.record.id
    }

    /// When the tests' runs start: 25 November 2026, 09:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_795_597_200)

    /// Verdicts as a run of `kata check cart` finds them: every cart spec passes on both implementations,
    /// or (red) the first fails on the Starter.
    static func results(red: Bool) -> SpecResults {
        let specs = Catalogue.specs(for: .cart)
        return SpecResults(
            results: Implementation.allCases.flatMap { implementation in
                specs.enumerated().map { index, spec in
                    SpecResult(
                        spec: spec, implementation: implementation,
                        outcome: red && index == 0 && implementation == .starter ? .threw("a planted failure") : .passed
                    )
                }
            })
    }

    /// Everything of the pair's own in `clone`: its branches and HEAD, its index file byte for byte, its
    /// status, and every file of its working tree.
    static func state(of clone: URL) -> String {
        let refs = git(["for-each-ref", "--format=%(refname) %(objectname)", "refs/heads", "refs/tags"], in: clone)
        let head = git(["symbolic-ref", "HEAD"], in: clone) + git(["rev-parse", "HEAD"], in: clone)
        let index = (try? Data(contentsOf: clone.appendingPathComponent(".git/index")))?.base64EncodedString() ?? ""
        let status = git(["status", "--porcelain", "--untracked-files=all"], in: clone)
        let files = (FileManager.default.subpaths(atPath: clone.path) ?? []).filter { !$0.hasPrefix(".git") }.sorted()
            .map { path in
                "\(path): \((try? Data(contentsOf: clone.appendingPathComponent(path)))?.base64EncodedString() ?? "")"
            }
        return ([refs, head, index, status] + files).joined(separator: "\n")
    }

    /// The ids of the runs the room holds for `name`, oldest first.
    func runIDs(of name: String) -> [String] {
        let git = RoomGit(folder: room)
        guard let head = git.resolve("refs/kata-room/pairs/\(name)") else { return [] }
        return SnapshotChain.snapshots(in: git, from: head).map(\.record.id)
    }

    /// Runs git quietly in `folder` (never refreshing the index: a test reads a clone without touching it)
    /// and returns what it printed.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) -> String {
        RoomGit(folder: folder).run(
            ["--no-optional-locks", "-c", "user.name=Test", "-c", "user.email=test@localhost"] + arguments
        ).text
    }

    static func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}

/// The processes a test waits for, as it starts them.
final class StartedProcesses: Sendable {
    private let processes = Mutex<[Process]>([])

    func add(_ process: Process?) {
        if let process { processes.withLock { $0.append(process) } }
    }

    /// Waits until every process added has ended.
    func waitForAll() {
        for process in processes.withLock({ $0 }) { process.waitUntilExit() }
    }
}
