import Testing

@testable import Specs

/// What a trap prints for what was running: a spec, or the random sessions (which start both
/// implementations' apps too), each with the command that shows it again.
@Suite("Crash verdict")
struct SpecCrashVerdictTests {
    @Test("random sessions that trap are named, with the command that replays them", arguments: App.allCases)
    func lines_nameRandomSessionsAndTheirReplayOnEveryApp(app: App) {
        let lines = SpecCrashVerdict.lines(randomSessionsOf: app).split(separator: "\n").map(String.init)

        #expect(lines.first == "  Random sessions of the \(app.displayName.lowercased()), Starter and Refactored")
        #expect(lines.last == "    " + DifferentialChecks.replaySwiftTestSessions(of: app))
    }
}
