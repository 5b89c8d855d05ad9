import Foundation
import Specs
import Testing

@testable import KataTool

/// What a snapshot says and how the room's pages show it: the run's record, read back strictly; the
/// diff's two sides; the room's colours and help.
@Suite("The room: records and pages")
struct RoomRecordTests {
    @Test("a run's record goes into a snapshot's message and comes back the same")
    func record_roundTripsThroughItsMessage() throws {
        var record = RunRecord(
            id: "1795597200000-42-ab", command: "check cart", ranAt: RoomFixture.start,
            verdicts: [
                RunVerdict(app: .cart, implementation: .starter, passed: 30, failed: 1, notYet: 10),
                RunVerdict(app: .cart, implementation: .refactored, passed: 41, failed: 0, notYet: 0),
            ])
        record.number = 12
        record.kata = "cart-reusability"
        record.branch = "start/cart-reusability"
        record.net = [.cart: 4, .expenses: 1]

        let read = try #require(RunRecord(message: record.message))

        #expect(read == record)
        #expect(record.message.hasPrefix("Run 12: red (kata check cart)\n\n"))
        #expect(read.verdicts.map(\.kind) == [.failed, .passed])
    }

    @Test("a message from the room is read strictly: no control or invisible character, no line it does not know")
    func record_readsAHostileMessageSafely() throws {
        let message = """
            Run 1: green

            Run-id: 1-2-3
            Ran-at: 1795597200
            Command: check \u{1B}[2Jcart\u{202E}
            Kata: \(String(repeating: "k", count: 100))
            Branch: start/a\u{0}b
            Verdict: cart starter passed 1 0 0
            Verdict: cart starter passed -1 0 0
            Verdict: nothing here
            Net: cart -3
            Net: cart 2
            Script: <script>
            """

        let record = try #require(RunRecord(message: message))

        #expect(record.command == "check [2Jcart")
        #expect(record.kata == String(repeating: "k", count: 60))
        #expect(record.branch == "start/ab")
        #expect(record.verdicts == [RunVerdict(app: .cart, implementation: .starter, passed: 1, failed: 0, notYet: 0)])
        #expect(record.net == [.cart: 2])
        #expect(RunRecord(message: "Run 1\n\nRan-at: 1\n") == nil, "no run id: no record")
    }

    @Test("a pair's progress: the last verdict of each app, and red since the first of its last red runs")
    func progress_followsTheRules() throws {
        let at = { (minutes: Double) in RoomFixture.start.addingTimeInterval(minutes * 60) }
        let runs = [(0.0, 1), (3, 0), (4, 2), (6, 1)].enumerated().map { index, run in
            var record = RunRecord(
                id: "\(index)", command: "check", ranAt: at(run.0),
                verdicts: [RunVerdict(app: .cart, implementation: .starter, passed: 1, failed: run.1, notYet: 0)])
            record.number = index + 1
            return SnapshotChain.Snapshot(id: "\(index)", tree: "", previous: nil, start: "", record: record)
        }

        let progress = PairProgress(PairHistory(name: try PairName("anna-and-ben"), head: "3", runs: runs))

        #expect(progress.redSince == at(4))
        #expect(progress.apps == [.cart: .failed])
        #expect(progress.runs == 4)
        #expect(progress.isRedTooLong(at: at(14), limit: 600))
        #expect(!progress.isRedTooLong(at: at(13.9), limit: 600))
        #expect(PairProgress.span(59) == "59 s" && PairProgress.span(3600 + 5 * 60) == "1 h 05 min")
    }

    @Test("side by side: a removed line faces the line added in its place; on a phone the sides make one column")
    func splitDiff_pairsRemovedWithAddedLines() throws {
        let change = try #require(
            FileChange.parse(
                gitDiff: """
                    diff --git a/Starter/A.swift b/Starter/A.swift
                    index 1111111..2222222 100644
                    --- a/Starter/A.swift
                    +++ b/Starter/A.swift
                    @@ -1,3 +1,4 @@
                     let a = 1
                    -let b = 2
                    +let b = 20
                     let c = 3
                    +let d = 4
                    """
            ).first)

        let html = SplitDiffHTML.html([change], left: "Start", right: "Now").description

        let rows = html.components(separatedBy: "<div class=\"row ").dropFirst().map {
            String($0.prefix(while: { $0 != "\"" }))
        }
        #expect(rows == ["head", "same", "change", "same", "change"])
        let changed = html.components(separatedBy: "<div class=\"row change\">")[1]
        #expect(changed.contains("id=\"file-1-L2\"") && changed.contains("id=\"file-1-R2\""), "line 2 faces line 2")
        let last = html.components(separatedBy: "<div class=\"row change\">")[2]
        #expect(last.hasPrefix("<div class=\"line empty\" aria-hidden=\"true\"></div>"), "an added line faces nothing")
        #expect(
            RoomStyle.css.contains(".split .row.head, .split .row.same > .after, .split .line.empty { display: none; }")
        )
    }

    @Test("the room's red and green are readable on their scheme's background (WCAG AA)")
    func colours_haveContrast() {
        for (scheme, colours) in RoomStyle.colours {
            let background = (scheme == "dark" ? SitePalette.dark : SitePalette.light)["bg"] ?? ""
            for (name, colour) in colours {
                #expect(ReviewColourTests.contrast(colour, background) >= 4.5, "\(name) on the \(scheme) background")
            }
        }
    }

    @Test("kata room --help fits 80 columns, and kata help names the room")
    @MainActor
    func help_fitsEightyColumns() async {
        let (terminal, output) = CapturedOutput.terminal()
        let (rootTerminal, root) = CapturedOutput.terminal()

        _ = await KataCommandLine.run(["room", "--help"], terminal: terminal)
        _ = await KataCommandLine.run(["help"], terminal: rootTerminal)

        for line in output.standardOutput.split(separator: "\n") {
            #expect(line.count <= 80 && !line.hasSuffix(" "), "\(line)")
        }
        #expect(root.standardOutput.contains("swift run kata room <command>"))
    }

    @Test("the kata a branch names: start/<kata>, else the longest kata id in its name")
    func kataPosition_readsTheKataFromTheBranch() {
        let ids = ["expenses-srp", "expenses-ocp", "cart-net"]
        #expect(KataPosition.kata(named: "start/expenses-ocp", among: ids) == "expenses-ocp")
        #expect(KataPosition.kata(named: "solid/expenses-ocp-again", among: ids) == "expenses-ocp")
        #expect(KataPosition.kata(named: "solid/expenses", among: ids) == nil)
    }
}
