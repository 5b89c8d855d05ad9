import Foundation
import Specs
import Testing

@testable import KataTool

/// A real room (a bare repository made by `kata room create`, guarded by its hook) and real clones that
/// publish to it through the real publisher (`kata room-publish`, a process of its own), with the runs'
/// verdicts given: no app runs.
@Suite("The room: publishing")
struct RoomPublishingTests {
    /// One pair of the room of twenty: how many runs it makes (one a round), and which are red.
    private struct Plan {
        let number: Int
        var name: String { "pair-" + (number < 10 ? "0" : "") + "\(number)" }
        var runs: Int { [5, 7].contains(number) ? 3 : 1 + number % 3 }
        /// Red in every run, or (every fifth) red in its last run only.
        func isRed(inRound round: Int) -> Bool {
            number % 4 == 0 || (number % 5 == 0 && number % 4 != 0 && round == runs)
        }
        func ranAt(round: Int) -> Date { RoomFixture.start.addingTimeInterval(Double(round * 60 + number)) }
    }

    @Test(
        "20 pairs publish at once (red, green, one offline, one killed, one under another's name): the table and the dashboard show what each ran, and nothing of a pair's own changes"
    )
    func twentyPairs_showWhatEachRanAndChangeNothingOfTheirs() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        #expect(await fixture.create().0 == .success)
        let plans = (1...20).map { Plan(number: $0) }
        let offline = "pair-05"
        let killed = "pair-07"
        let link = fixture.folder.file("room-link.git")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fixture.room)
        var clones: [String: URL] = [:]
        for plan in plans {
            let clone = fixture.clone(plan.name)
            let remote = plan.name == offline ? link.path : fixture.room.path
            let (code, output) = await fixture.run(["join", remote, "--name", plan.name], in: clone)
            #expect(code == .success, "\(plan.name): \(output.standardError)")
            clones[plan.name] = clone
        }
        let impostor = fixture.clone("impostor")
        let (refused, said) = await fixture.run(["join", fixture.room.path, "--name", "pair-02"], in: impostor)
        #expect(refused == .failure)
        #expect(said.standardError.contains("the name pair-02 is taken in this room"))
        let forged = RoomMembership(
            remote: fixture.room.path, name: try PairName("pair-02"), key: .make(), isGuarded: true)
        #expect(forged.write(root: impostor))
        var impostorSaid = ""
        var offlineSaid = ""

        for round in 1...3 {
            if round == 2 { try FileManager.default.removeItem(at: link) }
            if round == 3 { try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fixture.room) }
            let running = plans.filter { $0.runs >= round }
            for plan in running {
                let file = try #require(clones[plan.name]).appendingPathComponent(RoomFixture.starterFile)
                try (RoomFixture.starterText + "// round \(round) of \(plan.name)\n").write(
                    to: file, atomically: true, encoding: .utf8)
            }
            let before = running.map { RoomFixture.state(of: clones[$0.name]!) }
            let started = StartedProcesses()
            for plan in running {
                let (terminal, output) = CapturedOutput.terminal()
                let clone = try #require(clones[plan.name])
                let isKilled = plan.name == killed && round == 2
                RoomPublisher.$root.withValue(clone) {
                    started.add(
                        RoomPublisher.afterRun(
                            "check cart", results: RoomFixture.results(red: plan.isRed(inRound: round)),
                            terminal: terminal, now: plan.ranAt(round: round),
                            executable: isKilled ? nil : KataExecutable.find()))
                }
                if isKilled { started.add(try publisher(for: clone, stoppingAt: 1)) }
                if plan.name == offline { offlineSaid += output.standardOutput.oneLine }
            }
            if round <= 2 {
                let (terminal, output) = CapturedOutput.terminal()
                RoomPublisher.$root.withValue(impostor) {
                    started.add(
                        RoomPublisher.afterRun(
                            "check cart", results: RoomFixture.results(red: false), terminal: terminal,
                            now: RoomFixture.start))
                }
                impostorSaid += output.standardOutput.oneLine
            }
            started.waitForAll()
            #expect(running.map { RoomFixture.state(of: clones[$0.name]!) } == before, "round \(round)")
        }

        #expect(impostorSaid.contains("Room: the room refused your snapshots: the name pair-02 is another pair's"))
        #expect(offlineSaid.contains("Room: \(link.path) was not reached"))
        for plan in plans {
            #expect(fixture.runIDs(of: plan.name).count == plan.runs, "\(plan.name): each run once")
        }
        let roomRefs = RoomFixture.git(["for-each-ref", "--format=%(refname)"], in: fixture.room)
        #expect(roomRefs.split(separator: "\n").allSatisfy { $0.hasPrefix("refs/kata-room/") })

        let now = RoomFixture.start.addingTimeInterval(20 * 60)
        let dashboard = fixture.folder.file("dashboard")
        let (code, output) = await fixture.run(
            ["watch", fixture.room.path, "--once", "--red-after", "18", "--output", dashboard.path],
            in: fixture.facilitator, now: now)

        #expect(code == .success, "\(output.standardError)")
        let rows = output.standardOutput.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.filter { $0.first?.hasPrefix("pair-") == true }.count == 20)
        for plan in plans {
            let last = plan.ranAt(round: plan.runs)
            let red = plan.isRed(inRound: plan.runs)
            let redSince = plan.number % 4 == 0 ? plan.ranAt(round: 1) : last
            var expected = [
                plan.name, "cart-reusability", "·", red ? "red" : "green", "·", "\(plan.runs)",
                "\(Int(now.timeIntervalSince(last)) / 60)", "min", "ago",
            ]
            if red && now.timeIntervalSince(redSince) >= 18 * 60 {
                expected += ["⚑", "red", "for", "\(Int(now.timeIntervalSince(redSince)) / 60)", "min"]
            }
            #expect(rows.contains(expected), "the row of \(plan.name)")
            let page = try String(
                contentsOf: dashboard.appendingPathComponent("pairs/\(plan.name).html"), encoding: .utf8)
            #expect(page.contains("// round \(plan.runs) of \(plan.name)"), "\(plan.name)'s page shows its code")
            #expect(page.contains("Shopping cart 2 specs"), "\(plan.name)'s net: two @Test, one more in a comment")
            #expect(
                page.components(separatedBy: "<li class=\"red\"").count - 1 == (1...plan.runs).filter(plan.isRed).count)
            #expect(
                page.components(separatedBy: "<li class=\"green\"").count - 1
                    == (1...plan.runs).filter { !plan.isRed(inRound: $0) }.count)
        }
        let index = try String(contentsOf: dashboard.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(plans.allSatisfy { index.contains("<a href=\"pairs/\($0.name).html\">\($0.name)</a>") })
    }

    @Test("killed at every step of a publish, the next publish sends each run to the room once")
    func publisher_sendsEachRunOnceOnKillAtEveryStep() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        _ = await fixture.create()
        let clone = fixture.clone("anna-and-ben")
        _ = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)
        var runs: [String] = []

        var kills = 0
        for step in 1...20 {
            runs.append(try recordRun(in: clone, red: step % 2 == 0, at: Double(step)))
            let stopped = try publisher(for: clone, stoppingAt: step)
            stopped.waitUntilExit()
            guard stopped.terminationReason == .uncaughtSignal else { break }
            kills += 1
            #expect(Set(fixture.runIDs(of: "anna-and-ben")).isSubset(of: runs), "after the kill at step \(step)")
            RoomPublication(root: clone).run()
            #expect(fixture.runIDs(of: "anna-and-ben") == runs, "the next publish after the kill at step \(step)")
        }

        #expect(fixture.runIDs(of: "anna-and-ben") == runs)
        // A publish of one run has three moments (its snapshot made, its run's file removed, its push sent),
        // each killed once. One that finds the room's copy ahead of its note of it pushes again: more.
        #expect(kills >= 3)
    }

    @Test("killed between its push and its note of it, the next run's publish sends each run to the room once")
    func publisher_sendsEachRunOnceOnKillAfterPushThenANewRun() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        _ = await fixture.create()
        let clone = fixture.clone("anna-and-ben")
        _ = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)
        var runs = [try recordRun(in: clone, red: false, at: 1)]

        // The third moment of a publish of one run: its push is done, its note of it is not.
        let stopped = try publisher(for: clone, stoppingAt: 3)
        stopped.waitUntilExit()
        #expect(stopped.terminationReason == .uncaughtSignal)
        #expect(fixture.runIDs(of: "anna-and-ben") == runs, "the room got the run before the kill")
        runs.append(try recordRun(in: clone, red: false, at: 2))
        RoomPublication(root: clone).run()

        #expect(fixture.runIDs(of: "anna-and-ben") == runs)
    }

    @Test("an unreachable room is said once; the runs wait in the clone and go with the next run that reaches it")
    func unreachableRoom_isSaidOnceAndItsRunsGoLater() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        _ = await fixture.create()
        let link = fixture.folder.file("room-link.git")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fixture.room)
        let clone = fixture.clone("anna-and-ben")
        _ = await fixture.run(["join", link.path, "--name", "anna-and-ben"], in: clone)
        try FileManager.default.removeItem(at: link)

        var said: [String] = []
        for run in 1...5 {
            if run == 4 { try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fixture.room) }
            let (terminal, output) = CapturedOutput.terminal()
            let started = StartedProcesses()
            RoomPublisher.$root.withValue(clone) {
                started.add(
                    RoomPublisher.afterRun(
                        "check cart", results: RoomFixture.results(red: false), terminal: terminal,
                        now: RoomFixture.start.addingTimeInterval(Double(run))))
            }
            started.waitForAll()
            said.append(output.standardOutput.oneLine)
        }

        #expect(said[0] == "")
        #expect(said[1].hasPrefix("Room: \(link.path) was not reached ("))
        #expect(said[1].contains("Your runs wait in this clone and go with the next run that reaches it"))
        #expect(said[2] == "" && said[3] == "", "said once")
        #expect(said[4] == "Room: your runs reach the room \(link.path), as anna-and-ben.")
        #expect(fixture.runIDs(of: "anna-and-ben").count == 5)
    }

    @Test(
        "kata check in a clone that joined a room publishes its verdict; its output and exit code stay its own",
        .standInApps)
    @MainActor
    func check_publishesItsRunAndKeepsItsExitCode() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        _ = await fixture.create()
        let clone = fixture.clone("anna-and-ben")
        _ = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)
        let (alone, aloneOutput) = CapturedOutput.terminal()
        let code = await KataCommandLine.run(["check", "cart"], terminal: alone)
        let started = StartedProcesses()
        let (terminal, output) = CapturedOutput.terminal()

        let joinedCode = await RoomPublisher.$root.withValue(clone) {
            await RoomPublisher.$didStart.withValue({ started.add($0) }) {
                await KataCommandLine.run(["check", "cart"], terminal: terminal)
            }
        }
        started.waitForAll()

        #expect(joinedCode == code)
        #expect(output.standardOutput == aloneOutput.standardOutput)
        let git = RoomGit(folder: fixture.room)
        let head = try #require(git.resolve("refs/kata-room/pairs/anna-and-ben"))
        let record = try #require(SnapshotChain.snapshots(in: git, from: head).last?.record)
        #expect(record.command == "check cart")
        #expect(record.kata == "cart-reusability")
        #expect(record.branch == "start/cart-reusability")
        #expect(record.verdicts.map(\.app) == [.expenses, .expenses, .cart, .cart, .registration, .registration])
        #expect(record.verdicts.allSatisfy { $0.failed == 0 })
    }

    // MARK: - Helpers

    /// A run of kata check cart recorded in `clone` at `second`s after the start, waiting to be published;
    /// its id.
    private func recordRun(in clone: URL, red: Bool, at second: Double) throws -> String {
        try #require(
            RoomFixture.recordRun(
                "check cart", in: clone, red: red, at: RoomFixture.start.addingTimeInterval(second)))
    }

    /// `kata room-publish` for `clone`, killing itself at its `step`-th stop point (`KATA_STOP_AT`).
    private func publisher(for clone: URL, stoppingAt step: Int) throws -> Process {
        let kata = try #require(KataExecutable.find())
        return try QuietProcess.startDetached(
            [PublishCommand.name, clone.path], executable: kata,
            environment: ProcessInfo.processInfo.environment.merging(["KATA_STOP_AT": "\(step)"]) { $1 })
    }
}

extension String {
    /// The text with its line breaks as spaces: what a wrapped message says, whatever the width.
    var oneLine: String { replacingOccurrences(of: "\n", with: " ") }
}
