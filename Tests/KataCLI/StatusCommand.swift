import KataHarness
import KataSubjects

/// `kata` with no command: every spec on both implementations, where the attendee stands, and what to do next.
enum StatusCommand {
    static let help = """
        Usage: swift run kata [status]

        Runs every spec of every app against the Starter and the Refactored implementation, prints
        a matrix of specs × implementations, a summary of where you stand, and the next step.

        Exit codes: 0 no spec failed, 1 a spec failed, 2 the command line was not understood.
        """

    @MainActor
    static func run(_ words: [String], terminal: Terminal) async throws(UsageError) -> ExitCode {
        let arguments = try Arguments(words)
        try arguments.expectPositionals(atMost: 0)

        let apps = App.allCases
        let implementations = Implementation.allCases
        // One child process a run, so a crashing spec fails as that spec; `kata check` also repeats the runs.
        let results = try await RepeatedSpecRuns(executable: KataExecutable.required(KataExecutable.find()), runs: 1)
            .run(apps: apps, implementations: implementations, specName: nil)
        let report = Report(terminal: terminal)

        terminal.print(report.matrix(results, apps: apps, implementations: implementations))
        terminal.print(terminal.bold("Where you stand"))
        let header = implementations.map { $0.displayName.padding(toLength: 32, withPad: " ", startingAt: 0) }
        terminal.print("  " + "".padding(toLength: 17, withPad: " ", startingAt: 0) + header.joined())
        for app in apps {
            let cells = implementations.map { implementation in
                SpecResults.tally(results.filtered(app: app, implementation: implementation))
                    .padding(toLength: 32, withPad: " ", startingAt: 0)
            }
            terminal.print("  " + app.displayName.padding(toLength: 17, withPad: " ", startingAt: 0) + cells.joined())
        }
        terminal.print("")
        terminal.print(nextStep(results, report: report, terminal: terminal))
        return results.hasFailures ? .specFailure : .passed
    }

    private static func nextStep(_ results: SpecResults, report: Report, terminal: Terminal) -> String {
        if let failure = results.failures.first {
            let app = failure.spec.app
            let implementation = failure.implementation
            let count = results.failures.count
            return """
                \(terminal.red("\(count) spec\(count == 1 ? "" : "s") failed.")) Behaviour changed: put it back before you go on.
                Next: see what was expected and what was seen:
                    swift run kata check \(app.rawValue) --implementation \(implementation.rawValue)
                """
        }
        let pending = results.changeRequestsNotYet(on: .starter)
        guard let first = pending.first else {
            return """
                \(terminal.green("Every spec passes, and the Starter has every change request.")) Well done.
                Next: compare your Starter with Refactored/ side by side, or try a review exercise:
                    swift run kata list
                """
        }
        let list = pending.map { "    \($0.code) \($0.title) (kata \($0.kataID))" }.joined(separator: "\n")
        return """
            \(terminal.green("Behaviour is kept on both implementations.")) Change requests not yet in the Starter:
            \(list)
            Next: pick a kata and refactor, with this command as your safety net:
                swift run kata show \(first.kataID)
            \(report.declarationHint(declared: Implementation.starter.subject.changeRequestsDone, pending: pending))
            """
    }
}
