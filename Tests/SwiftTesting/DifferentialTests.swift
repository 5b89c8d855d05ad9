import KataHarness
import KataSubjects
import Testing

extension OneAppAtATime {
    /// Random sequences of user actions on both implementations, with fixed seeds, comparing
    /// everything the user sees after every step.
    @Suite("Differential")
    struct Differential {
        /// Random sequences per app on every `swift test`: every divergent-driver test finds its planted
        /// difference with this count. Kept small for a fast `swift test`; CI also runs 500 per app with
        /// another seed (`kata check --random 500` in `.ci/run`), and `kata mutants` runs more.
        static let sequencesPerApp = 50

        @Test(
            "Starter and Refactored show the same on 50 random sequences", arguments: DifferentialChecks.all.map(\.app)
        )
        @MainActor
        func run_showsTheSameOnBothImplementationsOnRandomSequences(app: App) async throws {
            let check = try #require(DifferentialChecks.check(for: app))

            let outcome = await check.run(.starter, .refactored, sequences: Self.sequencesPerApp, seed: 20_261_122)

            if case .diverged(let report, _) = outcome {
                Issue.record(Comment(rawValue: report))
            }
        }

        @Test("every app has a differential model")
        func checks_coverEveryApp() {
            #expect(Set(DifferentialChecks.all.map(\.app)) == Set(App.allCases))
        }
    }
}
