import Foundation
import ImplementationAdapters
import Specs
import Testing

@testable import KataTool

/// A spec of a file both implementations open fails on the Refactored too when only the Starter is wrong:
/// what `kata check` and `kata status` print then names the Starter, and sends the attendee to both
/// implementations. The "Starter" is a stand-in: the Refactored's expense tracker showing every date in
/// UTC, whatever the spec's time zone (never the live Starter).
@MainActor
@Suite("kata on a shared file one implementation breaks", .standInApps)
struct SharedFileBlameTests {
    @Test(
        "kata check: the Refactored's failure says what the Starter did with the file, and reruns on both",
        arguments: [
            (
                "launch_keepsEveryFigureAndActionOnFileTheOtherImplementationWrote",
                "Checked: the Starter writing the file the Refactored then reads: Today as it saved it"
            ),
            (
                "launch_keepsEveryFigureAndActionInTheOtherImplementationOnFileThisOneWrote",
                "Checked: the Starter reading what the Refactored wrote: Today's rows"
            ),
        ])
    func check_namesTheStarterInTheRefactoredsFailureOnSharedFileTheStarterBreaks(name: String, checked: String)
        async throws
    {
        let output = CapturedOutput()

        let code = try await CheckCommand.run(
            ["expenses", "--spec", name], terminal: output.terminal(width: 200), adaptersFor: Self.adapters)

        #expect(code == .failure)
        let refactored = try #require(
            output.standardOutput.components(separatedBy: "\n\n").first {
                $0.hasPrefix("✗ Expense tracker › \(name) [Refactored]")
            }, "\(output.standardOutput)")
        #expect(refactored.contains("\n    \(checked)\n"), "\(refactored)")
        #expect(refactored.hasSuffix("Rerun just this: swift run kata check expenses --spec \(name)"), "\(refactored)")
    }

    @Test("kata status: failures of a shared file say either implementation can be wrong, and check both")
    func status_saysEitherCanBeWrongAndChecksBothOnSharedFileFailures() async throws {
        let shared = Catalogue.specs(for: .expenses).filter { $0.otherImplementation != nil }
        let results = SpecResults(
            results: Catalogue.specs(for: .expenses).flatMap { spec in
                Implementation.allCases.map { implementation in
                    let outcome: SpecOutcome =
                        spec.otherImplementation == nil
                        ? .passed : .failed(SpecFailure("Today's rows", expected: "Cent", seen: "Tie A"))
                    return SpecResult(spec: spec, implementation: implementation, outcome: outcome)
                }
            })
        let (terminal, output) = CapturedOutput.terminal()

        let code = try await StatusCommand.run(
            [], terminal: terminal, isolation: .inProcess(FixedSpecResults(results: results)),
            adaptersFor: StandInApps.adapters)

        #expect(code == .failure)
        #expect(shared.count == 2, "the two specs of a file both implementations open")
        let said = output.standardOutput.replacingOccurrences(of: "\n", with: " ")
        #expect(
            said.contains(
                "4 specs failed. Behaviour changed: put it back before you go on. 4 of them open a file in both "
                    + "the Starter and the Refactored: either can be what is wrong, and each failure says which one "
                    + "wrote the file."), "\(output.standardOutput)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        let next = try #require(lines.firstIndex(of: "Next: see what was expected and what was seen:"))
        #expect(lines.dropFirst(next + 1).first == "    swift run kata check expenses", "\(output.standardOutput)")
    }

    // MARK: - Helpers

    /// The Starter stand-in, whose tracker shows dates in UTC, and the Refactored sharing its files with it.
    private static func adapters(_ implementation: Implementation) -> Adapters {
        let utc = UTCExpenses()
        switch implementation {
        case .starter:
            return Adapters(
                implementation: .starter, changeRequestsDone: Adapters.refactored.changeRequestsDone, expenses: utc,
                cart: Adapters.refactored.cart, registration: Adapters.refactored.registration,
                otherExpenses: Adapters.refactored.expenses)
        case .refactored:
            return Adapters.refactored.sharingFiles(with: utc)
        }
    }
}

/// The Refactored's expense tracker, showing every date in UTC whatever time zone the spec gives: a
/// "Starter" that breaks what a file both implementations open shows.
private struct UTCExpenses: ExpenseTrackerAdapter {
    @MainActor func launch(_ configuration: ExpenseTrackerConfiguration) throws -> any ExpenseTrackerDriver {
        try Adapters.refactored.expenses.launch(
            ExpenseTrackerConfiguration(
                now: configuration.now, timeZone: TimeZone(secondsFromGMT: 0) ?? configuration.timeZone,
                database: configuration.database, sampleData: configuration.sampleData))
    }
}

/// Results a test gives `kata status`, instead of running the specs.
private struct FixedSpecResults: InProcessSpecs {
    let results: SpecResults

    @MainActor func results(apps: [App], adapterSets: [Adapters], specName: String?) async -> SpecResults {
        SpecResults(results: results.results.filter { apps.contains($0.spec.app) })
    }
}
