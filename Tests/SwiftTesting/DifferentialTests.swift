import KataHarness
import KataSubjects
import Testing

extension StarterAndRefactored {
    /// Random sequences of user actions on both implementations, with fixed seeds, comparing
    /// everything the user sees after every step.
    @Suite("Differential")
    struct Differential {
        @Test(
            "Starter and Refactored show the same on 300 random sequences", arguments: DifferentialChecks.all.map(\.app)
        )
        @MainActor
        func run_showsTheSameOnBothImplementationsOnRandomSequences(app: App) async throws {
            let check = try #require(DifferentialChecks.check(for: app))

            let outcome = await check.run(.starter, .refactored, sequences: 300, seed: 20_261_122)

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
