import ImplementationAdapters
import Specs
import Testing

extension OneAppAtATime {
    @Suite("Random sequences")
    struct RandomSequences {
        // Random sequences of user actions on both implementations, with a fixed seed, comparing everything
        // the user sees after every step. One test per app: each that finds a difference is one failed test
        // of the run's verdict.

        @Test("the expense tracker shows the same on both implementations in random sequences")
        @MainActor
        func expenses_showsTheSameOnBothImplementationsOnRandomSequences() async throws {
            try await playBoth(.expenses)
        }

        @Test("the shopping cart shows the same on both implementations in random sequences")
        @MainActor
        func cart_showsTheSameOnBothImplementationsOnRandomSequences() async throws {
            try await playBoth(.cart)
        }

        @Test("the registration shows the same on both implementations in random sequences")
        @MainActor
        func registration_showsTheSameOnBothImplementationsOnRandomSequences() async throws {
            try await playBoth(.registration)
        }

        // MARK: - Helpers

        @MainActor
        private func playBoth(_ app: App) async throws {
            let check = try #require(DifferentialChecks.check(for: app))
            let sequences = DifferentialChecks.swiftTestSequences

            let outcome = await check.run(.starter, .refactored, sequences: sequences.count, seed: sequences.seed)

            if case .diverged(let report, _) = outcome {
                swiftTestingFailures.record(.randomSequences(app))
                Issue.record(Comment(rawValue: report))
            }
        }
    }
}
