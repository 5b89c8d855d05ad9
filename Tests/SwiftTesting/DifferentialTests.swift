import KataHarness
import KataSubjects
import Testing

extension OneAppAtATime {
    // Random sequences of user actions on both implementations, with a fixed seed, comparing everything
    // the user sees after every step.
    @Suite("Random sessions")
    struct RandomSessions {
        @Test(
            "the Starter and the Refactored show the same on 50 random sessions",
            arguments: DifferentialChecks.all.map(\.app)
        )
        @MainActor
        func run_showsTheSameOnBothImplementationsOnRandomSequences(app: App) async throws {
            let check = try #require(DifferentialChecks.check(for: app))
            let sessions = DifferentialChecks.swiftTestSessions

            let outcome = await check.run(.starter, .refactored, sequences: sessions.count, seed: sessions.seed)

            if case .diverged(let report, _) = outcome {
                swiftTestingFailures.record(.randomSessions(app))
                Issue.record(Comment(rawValue: report))
            }
        }
    }
}
