import ImplementationAdapters
import Specs
import Testing

extension OneAppAtATime {
    @Suite("Random sessions")
    struct RandomSessions {
        // Random sequences of user actions on both implementations, with a fixed seed, comparing everything
        // the user sees after every step. One test per app: each that finds a difference is one failed test
        // of the run's verdict.

        @Test("the expense tracker shows the same on both implementations in random sessions")
        @MainActor
        func expenses_showsTheSameOnBothImplementationsOnRandomSessions() async throws {
            try await playBoth(.expenses)
        }

        @Test("the shopping cart shows the same on both implementations in random sessions")
        @MainActor
        func cart_showsTheSameOnBothImplementationsOnRandomSessions() async throws {
            try await playBoth(.cart)
        }

        @Test("the registration shows the same on both implementations in random sessions")
        @MainActor
        func registration_showsTheSameOnBothImplementationsOnRandomSessions() async throws {
            try await playBoth(.registration)
        }

        // MARK: - Helpers

        @MainActor
        private func playBoth(_ app: App) async throws {
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
