import Testing

@testable import Specs

/// What a trap prints for what was running: a spec, the random sessions (which start both
/// implementations' apps too) or a test of the attendee's net, each with the command that shows it
/// again; and, when none of them ran, that the crash came from elsewhere.
@Suite("Crash verdict")
struct SpecCrashVerdictTests {
    @Test("random sessions that trap are named, with the command that replays them", arguments: App.allCases)
    func lines_nameRandomSessionsAndTheirReplayOnEveryApp(app: App) {
        let lines = SpecCrashVerdict.lines(randomSessionsOf: app).split(separator: "\n").map(String.init)

        #expect(lines.first == "  Random sessions of the \(app.displayName.lowercased()), Starter and Refactored")
        #expect(lines.last == "    " + DifferentialChecks.replaySwiftTestSessions(of: app))
    }

    @Test("a test of the attendee's net that traps is named as theirs, with the command that runs it alone")
    func lines_nameANetTestAsTheVerdictDoes() {
        let lines = SpecCrashVerdict.lines(netSuite: "CartNet", test: "givenA_whenB_thenC")

        #expect(
            lines == """
                  Your net   CartNet.givenA_whenB_thenC
                    Run it alone: swift test --filter CartNet.givenA_whenB_thenC

                """)
    }

    @Test("a crash while nothing it names ran says so, instead of an empty list")
    func headers_sayWhenNoSpecRan() {
        let headers = SpecCrashVerdict.headers(framework: "XCTest")

        #expect(headers.running == "\nThe XCTest run crashed while these specs ran:\n")
        #expect(
            headers.elsewhere == "\nThe XCTest run crashed while no spec, random session or test of your net ran.\n")
    }
}
