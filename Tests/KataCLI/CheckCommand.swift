import KataHarness
import KataSubjects

/// `kata check`: runs the specs of one app or all, on one implementation or both, with failure details.
enum CheckCommand {
    static let help = """
        Usage: swift run kata check [expenses|cart|registration] [--implementation starter|refactored] [--spec NAME]
               swift run kata check [expenses|cart|registration] --random N [--seed S]

        Runs the specs and prints one line a spec. A failure shows the spec's Given/When/Then, what was
        expected, what was seen, and the command that reruns just that spec. Checking one app ends with a
        line naming any other app with a failing spec (the exit code is the checked app's).

          expenses|cart|registration   only this app (default: all three)
          -i, --implementation NAME    only starter or refactored (default: both)
          --spec NAME                  only the spec with this name, e.g. report_listsEntriesNewestFirst
          --random N                   instead of the specs: N random sequences of user actions per app, run on
                                       both implementations, comparing everything the user sees after every step;
                                       a difference is shrunk to a minimal sequence and printed with its seed
          --seed S                     the seed of the random sequences (default 1); the same seed, the same run

        Exit codes: 0 no spec failed, 1 a spec failed, 2 the command line was not understood.
        """

    /// Runs on the implementations' subjects; tests pass others through `subjectFor`.
    @MainActor
    static func run(
        _ words: [String], terminal: Terminal, subjectFor: (Implementation) -> Subject = { $0.subject }
    ) async throws(UsageError) -> ExitCode {
        let arguments = try Arguments(
            words,
            options: ["--implementation", "--spec", "--random", "--seed"]
        )
        try arguments.expectPositionals(atMost: 1)
        let apps = try parseApps(arguments.positionals.first)
        if let random = arguments.value("--random") {
            return try await runDifferential(apps: apps, random: random, arguments: arguments, terminal: terminal)
        }
        if arguments.value("--seed") != nil {
            throw UsageError(message: "--seed goes with --random.")
        }
        let implementations = try parseImplementations(arguments.value("--implementation"))
        let specName = arguments.value("--spec")
        if let specName, !apps.contains(where: { Catalogue.spec($0, specName) != nil }) {
            throw UsageError(message: "no spec named \(specName). `swift run kata check` lists every spec.")
        }

        let subjects = implementations.map(subjectFor)
        let results = await SpecResults.run(apps: apps, subjects: subjects, specName: specName)
        let report = Report(terminal: terminal)
        terminal.print(report.matrix(results, apps: apps, implementations: implementations))
        for failure in results.failures {
            terminal.print(report.failureDetails(failure))
            terminal.print("")
        }
        let hints = await ChangeRequestHints.make(results, subjects: subjects).text()
        if !hints.isEmpty {
            terminal.print(hints)
            terminal.print("")
        }
        terminal.print(SpecResults.tally(results.results))
        if apps.count == 1, specName == nil {
            let others = App.allCases.filter { $0 != apps[0] }
            let otherResults = await SpecResults.run(apps: others, subjects: subjects)
            terminal.print(report.otherApps(otherResults, apps: others, implementations: implementations))
        }
        return results.hasFailures ? .specFailure : .passed
    }

    @MainActor
    private static func runDifferential(apps: [App], random: String, arguments: Arguments, terminal: Terminal)
        async throws(UsageError) -> ExitCode
    {
        guard let count = Int(random), count > 0 else {
            throw UsageError(message: "--random takes a number of sequences greater than 0.")
        }
        let seedText = arguments.value("--seed") ?? "1"
        guard let seed = UInt64(seedText) else {
            throw UsageError(message: "--seed takes a whole number from 0 to \(UInt64.max).")
        }
        guard arguments.value("--implementation") == nil, arguments.value("--spec") == nil else {
            throw UsageError(
                message: "--random compares both implementations; it goes without --implementation and --spec.")
        }
        var failed = false
        for app in apps {
            guard let check = DifferentialChecks.check(for: app) else { continue }
            switch await check.run(.starter, .refactored, sequences: count, seed: seed) {
            case .agreed(let sequences):
                terminal.print(
                    terminal.green("✓ ")
                        + "\(app.displayName): Starter and Refactored agree on \(sequences) random sequences (seed \(seed))."
                )
            case .diverged(let report, _):
                failed = true
                terminal.print(terminal.red("✗ ") + report)
            }
        }
        return failed ? .specFailure : .passed
    }

    static func parseApps(_ word: String?) throws(UsageError) -> [App] {
        guard let word else { return App.allCases }
        guard let app = App(rawValue: word) else {
            throw UsageError(message: "unknown app \(word); the apps are expenses, cart and registration.")
        }
        return [app]
    }

    static func parseImplementations(_ word: String?) throws(UsageError) -> [Implementation] {
        guard let word else { return Implementation.allCases }
        guard let implementation = Implementation(rawValue: word.lowercased()) else {
            throw UsageError(message: "unknown implementation \(word); use starter or refactored.")
        }
        return [implementation]
    }
}
