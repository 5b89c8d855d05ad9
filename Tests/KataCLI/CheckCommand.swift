import KataHarness
import KataSubjects

/// `kata check`: runs the specs of one app or all, on one implementation or both, with failure details.
enum CheckCommand {
    static let help = """
        Usage: swift run kata check [expenses|cart|registration] [--implementation starter|refactored] [--spec NAME]
               swift run kata check [expenses|cart|registration] --random N [--seed S]

        Runs the specs and prints one line a spec. A failure shows the spec's Given/When/Then, what was
        expected, what was seen, and the command that reruns just that spec.

          expenses|cart|registration   only this app (default: all three)
          -i, --implementation NAME    only starter or refactored (default: both)
          --spec NAME                  only the spec with this name, e.g. addExpense_storesNothingOnCancel
          --random N                   instead of the specs: N random sequences of user actions per app, run on
                                       both implementations, comparing everything the user sees after every step;
                                       a difference is shrunk to a minimal sequence and printed with its seed
          --seed S                     the seed of the random sequences (default 1); the same seed, the same run

        Names are matched without regard to case; a misspelt one gets a suggestion. For example:
            swift run kata check expenses --implementation starter --spec addExpense_storesNothingOnCancel

        Exit codes: 0 no spec failed, 1 a spec failed, 2 the command line was not understood.
        """

    @MainActor
    static func run(_ words: [String], terminal: Terminal) async throws(UsageError) -> ExitCode {
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
        let specName = try arguments.value("--spec").map { name throws(UsageError) in
            try SpecName.resolve(name, in: apps)
        }

        let results = await SpecResults.run(apps: apps, implementations: implementations, specName: specName)
        let report = Report(terminal: terminal)
        terminal.print(report.matrix(results, apps: apps, implementations: implementations))
        for failure in results.failures {
            terminal.print(report.failureDetails(failure))
            terminal.print("")
        }
        let pending = implementations.flatMap { results.changeRequestsNotYet(on: $0) }
        if !pending.isEmpty {
            terminal.print(
                TextWrap.prose(
                    "Not yet: the specs of \(pending.map(\.code).joined(separator: ", ")) run once the change request is declared done.",
                    width: terminal.width))
            terminal.print(report.declarationHint(for: pending))
            terminal.print("")
        }
        terminal.print(SpecResults.tally(results.results))
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
                    TextWrap.prose(
                        terminal.green("✓ ")
                            + "\(app.displayName): Starter and Refactored agree on \(sequences) random sequence\(sequences == 1 ? "" : "s") (seed \(seed)).",
                        width: terminal.width, hangingIndent: 2))
            case .diverged(let report, _):
                failed = true
                terminal.print(terminal.red("✗ ") + report)
            }
        }
        return failed ? .specFailure : .passed
    }

    static func parseApps(_ word: String?) throws(UsageError) -> [App] {
        guard let word else { return App.allCases }
        let names = Suggestions(names: App.allCases.map(\.rawValue))
        guard let app = names.match(word).flatMap(App.init(rawValue:)) else {
            throw UsageError(
                message: "unknown app \(word).\(names.didYouMean(word)) The apps are expenses, cart and registration.")
        }
        return [app]
    }

    static func parseImplementations(_ word: String?) throws(UsageError) -> [Implementation] {
        guard let word else { return Implementation.allCases }
        let names = Suggestions(names: Implementation.allCases.map(\.rawValue))
        guard let implementation = names.match(word).flatMap(Implementation.init(rawValue:)) else {
            throw UsageError(
                message: "unknown implementation \(word).\(names.didYouMean(word)) Use starter or refactored.")
        }
        return [implementation]
    }
}
