import Foundation
import Specs
import Testing

@testable import KataTool

/// The facilitator's view: the table in the terminal, the dashboard's pages, and `compare`.
@Suite("The room: watching")
struct RoomWatchTests {
    @Test("the table: a row a pair by name, its kata, red or green per app, runs, the last run, and the mark")
    func table_showsEachPairsRowAndMarksRedForTooLong() throws {
        let at = { (minutes: Double) in RoomFixture.start.addingTimeInterval(minutes * 60) }
        let carl = history(
            "carl-and-dina",
            runs: [
                record(at(0), kata: "expenses-ocp", [(.expenses, .starter, 1)]),
                record(at(2), kata: "expenses-ocp", [(.expenses, .starter, 0), (.expenses, .refactored, 0)]),
                record(at(5), kata: "expenses-ocp", [(.expenses, .starter, 2)]),
                record(at(7), kata: "expenses-ocp", [(.expenses, .starter, 1)]),
            ])
        let anna = history(
            "anna-and-ben",
            runs: [record(at(19.5), kata: "cart-reusability", [(.cart, .starter, 0), (.registration, .starter, 0)])])
        let eve = PairHistory(name: try PairName("eve-and-finn"), head: nil, runs: [])
        let (terminal, _) = CapturedOutput.terminal()

        let text = RoomTable.text(
            [anna, carl, eve].map(PairProgress.init), now: at(20), redAfter: 10 * 60, terminal: terminal)

        #expect(
            text == """
                PAIR           KATA              EXPENSES  CART  REGISTRATION   RUNS  LAST RUN
                anna-and-ben   cart-reusability  ·         green green             1  30 s ago
                carl-and-dina  expenses-ocp      red       ·     ·                 4  13 min ago  ⚑ red for 15 min
                eve-and-finn   (joined, no run yet)
                """)
    }

    @Test("a pair's name, branch, file names and code go into the pages as text, never as markup")
    func pages_escapeWhatThePairsWrote() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        _ = await fixture.create()
        let clone = fixture.clone("anna-and-ben")
        RoomFixture.git(["switch", "-q", "-c", "start/<b>bold</b>"], in: clone)
        _ = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)
        try RoomFixture.write(
            "</code></div><script>alert(\"room\")</script>\n", to: clone.appendingPathComponent("Starter/<i>.swift"))
        publish(clone, red: true, at: RoomFixture.start)
        let dashboard = fixture.folder.file("dashboard")

        let (code, _) = await fixture.run(
            ["watch", fixture.room.path, "--once", "--output", dashboard.path], in: fixture.facilitator,
            now: RoomFixture.start.addingTimeInterval(60))

        #expect(code == .success)
        let page = try String(contentsOf: dashboard.appendingPathComponent("pairs/anna-and-ben.html"), encoding: .utf8)
        #expect(page.contains("start/&lt;b&gt;bold&lt;/b&gt;"))
        #expect(page.contains("Starter/&lt;i&gt;.swift"))
        #expect(page.contains("&lt;/"))
        #expect(!page.contains("<script>alert") && !page.contains("<b>bold") && !page.contains("<i>.swift"))
    }

    @Test("a refresh reads what is new: a pair's new runs and a pair that joined since")
    func refresh_readsTheNewRunsOnly() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        _ = await fixture.create()
        let anna = fixture.clone("anna-and-ben")
        _ = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: anna)
        publish(anna, red: false, at: RoomFixture.start)
        let copy = try RoomCopy.of(fixture.room.path, root: fixture.facilitator).get()
        var watch = RoomWatch(
            copy: copy, dashboard: RoomDashboard(folder: fixture.folder.file("dashboard")), redAfter: 600,
            reloadEvery: 10, timeZone: TimeZone(identifier: "UTC")!)
        let (terminal, _) = CapturedOutput.terminal()
        #expect(copy.refresh() == nil)
        _ = try watch.refresh(now: RoomFixture.start, terminal: terminal)

        publish(anna, red: true, at: RoomFixture.start.addingTimeInterval(20))
        let carl = fixture.clone("carl-and-dina")
        _ = await fixture.run(["join", fixture.room.path, "--name", "carl-and-dina"], in: carl)
        #expect(copy.refresh() == nil)
        let table = try watch.refresh(now: RoomFixture.start.addingTimeInterval(60), terminal: terminal)

        #expect(watch.histories[try PairName("anna-and-ben")]?.runs.map(\.record.isRed) == [false, true])
        #expect(table.contains("carl-and-dina  (joined, no run yet)"))
        let index = try String(contentsOf: fixture.folder.file("dashboard/index.html"), encoding: .utf8)
        #expect(index.contains("<meta http-equiv=\"refresh\" content=\"10\">"))
    }

    @Test("compare puts two pairs' code on one kata side by side: the first on the left, the second on the right")
    func compare_showsTwoPairsSideBySide() async throws {
        let fixture = try await roomOfTwoPairs()
        defer { fixture.folder.remove() }
        let output = fixture.folder.file("compare")

        let (code, said) = await fixture.run(
            ["compare", "anna-and-ben", "carl-and-dina", "--room", fixture.room.path, "--output", output.path],
            in: fixture.facilitator)

        #expect(code == .success, "\(said.standardError)")
        #expect(
            said.standardOutput.hasPrefix(
                "anna-and-ben and carl-and-dina on cart-reusability: 1 file they wrote differently, side by side:"))
        let page = try String(
            contentsOf: output.appendingPathComponent("compare-anna-and-ben-carl-and-dina.html"), encoding: .utf8)
        let row = try #require(page.components(separatedBy: "<div class=\"row change\">").dropFirst().first)
        let left = try #require(row.range(of: "items.count"))
        let right = try #require(row.range(of: "reduce"))
        #expect(left.lowerBound < right.lowerBound, "anna-and-ben's line on the left, carl-and-dina's on the right")
        #expect(row.contains("class=\"line differs before\"") && row.contains("class=\"line differs after\""))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("style.css").path))
    }

    @Test(
        "compare of two pairs on different branches: their last runs, and a --kata neither ran suggests a command that runs"
    )
    func compare_comparesLastRunsOfPairsWithNoKataInCommon() async throws {
        let fixture = try await roomOfTwoPairs(carlOn: "solid/cart")
        defer { fixture.folder.remove() }
        let room = ["--room", fixture.room.path, "--output", fixture.folder.file("compare").path]

        let (refused, refusal) = await fixture.run(
            ["compare", "anna-and-ben", "carl-and-dina", "--kata", "solid/cart"] + room, in: fixture.facilitator)
        let (code, said) = await fixture.run(
            ["compare", "anna-and-ben", "carl-and-dina"] + room, in: fixture.facilitator)

        #expect(refused == .failure)
        #expect(
            refusal.standardError
                == "kata: anna-and-ben has no run on solid/cart. They have no kata in common; without --kata, kata "
                + "compares their last runs: swift run kata room compare anna-and-ben carl-and-dina")
        #expect(code == .success, "the command the refusal suggests runs: \(said.standardError)")
        #expect(
            said.standardOutput.hasPrefix(
                "No kata in common, so their last runs: anna-and-ben on cart-reusability and carl-and-dina on "
                    + "solid/cart: 1 file they wrote differently, side by side:"))
        let page = try String(
            contentsOf: fixture.folder.file("compare").appendingPathComponent(
                "compare-anna-and-ben-carl-and-dina.html"),
            encoding: .utf8)
        #expect(
            page.contains(
                "they have no kata in common: anna-and-ben is on cart-reusability, carl-and-dina is on solid/cart"))
    }

    @Test("compare without --kata takes a kata both pairs ran, though one of them has moved on since")
    func compare_takesAKataBothRanOnPairThatMovedOn() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        _ = await fixture.create()
        let anna = fixture.clone("anna-and-ben")
        let carl = fixture.clone("carl-and-dina")
        for (name, clone) in [("anna-and-ben", anna), ("carl-and-dina", carl)] {
            _ = await fixture.run(["join", fixture.room.path, "--name", name], in: clone)
            publish(clone, red: false, at: RoomFixture.start)
        }
        _ = RoomFixture.git(["checkout", "-q", "-b", "solid/cart"], in: anna)
        publish(anna, red: true, at: RoomFixture.start.addingTimeInterval(60))

        let (code, said) = await fixture.run(
            [
                "compare", "anna-and-ben", "carl-and-dina", "--room", fixture.room.path, "--output",
                fixture.folder.file("c").path,
            ],
            in: fixture.facilitator)

        #expect(code == .success, "\(said.standardError)")
        #expect(said.standardOutput.hasPrefix("anna-and-ben and carl-and-dina on cart-reusability: "))
    }

    @Test("watching a remote that is no room says so, and writes nothing")
    func watch_refusesWhatIsNoRoom() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        let missing = fixture.folder.file("missing.git").path
        let dashboard = fixture.folder.file("dashboard")

        let (code, output) = await fixture.run(
            ["watch", missing, "--once", "--output", dashboard.path], in: fixture.facilitator)

        #expect(code == .failure)
        #expect(output.standardError.hasPrefix("kata: the room \(missing) was not reached: "))
        #expect(!FileManager.default.fileExists(atPath: dashboard.path))
    }

    // MARK: - Helpers

    /// A room where anna-and-ben and carl-and-dina each made one green run with the cart's total written
    /// their own way, both on the branch of cart-reusability, or carl-and-dina on `branch`.
    private func roomOfTwoPairs(carlOn branch: String? = nil) async throws -> RoomFixture {
        let fixture = try RoomFixture()
        _ = await fixture.create()
        for (name, line) in [("anna-and-ben", "        items.count"), ("carl-and-dina", "        items.reduce(0, +)")] {
            let clone = fixture.clone(name)
            if name == "carl-and-dina", let branch { _ = RoomFixture.git(["checkout", "-q", "-b", branch], in: clone) }
            _ = await fixture.run(["join", fixture.room.path, "--name", name], in: clone)
            try RoomFixture.write(
                RoomFixture.starterText.replacingOccurrences(of: "        0\n", with: line + "\n"),
                to: clone.appendingPathComponent(RoomFixture.starterFile))
            publish(clone, red: false, at: RoomFixture.start)
        }
        return fixture
    }

    private func publish(_ clone: URL, red: Bool, at date: Date) {
        let (terminal, _) = CapturedOutput.terminal()
        RoomPublisher.$root.withValue(clone) {
            _ = RoomPublisher.afterRun(
                "check cart", results: RoomFixture.results(red: red), terminal: terminal, now: date, executable: nil)
        }
        RoomPublication(root: clone).run()
    }

    private func record(_ date: Date, kata: String, _ verdicts: [(App, Implementation, Int)]) -> RunRecord {
        var record = RunRecord(
            id: "\(date.timeIntervalSince1970)", command: "check", ranAt: date,
            verdicts: verdicts.map { app, implementation, failed in
                RunVerdict(app: app, implementation: implementation, passed: 10, failed: failed, notYet: 1)
            })
        record.kata = kata
        return record
    }

    private func history(_ name: String, runs: [RunRecord]) -> PairHistory {
        let snapshots = runs.enumerated().map { index, record in
            var numbered = record
            numbered.number = index + 1
            return SnapshotChain.Snapshot(
                id: "\(name)-\(index)", tree: "", previous: index == 0 ? nil : "\(name)-\(index - 1)", start: "",
                record: numbered)
        }
        return PairHistory(name: try! PairName(name), head: snapshots.last?.id, runs: snapshots)
    }
}
