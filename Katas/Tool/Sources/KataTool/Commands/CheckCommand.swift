import Foundation
import ImplementationAdapters
import Specs

/// `kata check`: runs the specs of one app or all, on one implementation or both, with failure details.
enum CheckCommand {
    static let implementation = ImplementationArgument.option("starter or refactored (default: both)")
    static let spec = SpecName.option
    static let runs = CommandOption.option(
        "--runs", value: "N",
        "fresh processes per implementation (default 4, at most 20); each hashes differently, so code that "
            + "depends on dictionary or set order gives different results, and the spec fails saying so")
    static let thisAppOnly = CommandOption.flag(
        "--this-app-only", "leave out the closing line about the other apps (kata mutants checks this way)")
    static let random = CommandOption.option(
        "--random", value: "N",
        "instead of the specs: N random sequences of user actions per app on both implementations, comparing "
            + "what the user sees after every step; a difference is shrunk and printed with the command that "
            + "replays it")
    static let seed = CommandOption.option("--seed", value: "S", "the seed of the random run (default 1)")
    static let sequence = CommandOption.option("--sequence", value: "S", "replays the one sequence a difference names")

    static let syntax = CommandSyntax(
        usage: [
            "swift run kata check [APP] [-i IMPLEMENTATION] [--spec NAME] [--runs N]",
            "swift run kata check [APP] --random N [--seed S]",
            "swift run kata check APP --sequence S",
        ],
        description: """
            Runs the specs and prints one line a spec. A failure shows the spec's
            Given/When/Then, what was expected, what was seen, and the command that
            reruns just that spec. The specs run in child processes: a spec that
            crashes fails ("Crashed: ...") and the other specs still run. Checking one
            app ends with a line naming any other app with a failing spec (the exit
            code is the checked app's). The first process of each app and
            implementation runs under another locale (LANG=ar_SA.UTF-8, and
            -AppleLocale ar_SA on macOS): what a user sees must not change with the
            machine's locale, so a screen that follows it fails there.
            """,
        arguments: [("APP", "expenses, cart or registration (default: all)")],
        options: [implementation, spec, runs, thisAppOnly, random, seed, sequence],
        epilogue: """
            Names are matched without regard to case; a misspelt one gets a suggestion.

            For example:
                swift run kata check cart --spec addItem_changesNothingOnRowNotShown

            Exit codes: 0 no spec failed, 1 a spec failed (also one of another app, named
            on the last line), 2 the command line was not understood.
            """)

    /// `differentialAdapters` are the two implementations `--random` and `--sequence` compare;
    /// `isolation` says where the specs run (child processes of `kata spec-worker`, unless a test runs
    /// them in process); the specs and the change-request hints run on `adaptersFor`'s adapters. Both
    /// default to `CommandAdapters`: the implementations' own apps, unless a test gives apps of its own.
    @MainActor
    static func run(
        _ words: [String],
        terminal: Terminal,
        differentialAdapters: (Adapters, Adapters) = (
            CommandAdapters.adapters(.starter), CommandAdapters.adapters(.refactored)
        ),
        isolation: SpecIsolation = .standard,
        adaptersFor: (Implementation) -> Adapters = CommandAdapters.adapters
    ) async throws(UsageError) -> ExitCode {
        let arguments = try Self.syntax.parse(words, positionalsAtMost: 1)
        let apps = try AppArgument.apps(arguments.positionals.first)
        if let differential = try DifferentialCommand(apps: apps, arguments: arguments) {
            return await differential.run(differentialAdapters.0, differentialAdapters.1, terminal: terminal)
        }
        let implementations = try ImplementationArgument.implementations(arguments.value(Self.implementation))
        let specName = try arguments.value(Self.spec).map { name throws(UsageError) in
            try SpecName.resolve(name, in: apps)
        }
        let runs =
            try arguments.value(Self.runs).map { text throws(UsageError) in
                try CountArgument.parse(text, for: Self.runs, of: "runs", in: 1...20)
            } ?? 4
        let adapterSets = implementations.map(adaptersFor)
        let results = try await isolation.results(apps: apps, adapterSets: adapterSets, specName: specName, runs: runs)
        let report = ResultsText(terminal: terminal)
        terminal.print(report.matrix(results, apps: apps, implementations: implementations))
        for failure in results.failures {
            terminal.print(
                report.failureDetails(failure, rerun: specName == nil || implementations.count > 1))
            terminal.print("")
        }
        // Above the hints, so that a run ends the same on every platform (the katas quote its end).
        if let locale = ForeignLocale.summary(seen: results.foreignLocalesSeen) {
            terminal.print(TextWrap.prose(locale, width: terminal.width))
            terminal.print("")
        }
        let hints = await ChangeRequestHints.make(results, adapterSets: adapterSets).text()
        if !hints.isEmpty {
            terminal.print(TextWrap.prose(hints, width: terminal.width))
            terminal.print("")
        }
        terminal.print(SpecResults.tally(results.results))
        var seen = results.results
        if apps.count == 1, specName == nil, !arguments.has(Self.thisAppOnly) {
            let others = App.allCases.filter { $0 != apps[0] }
            let otherResults = try await isolation.results(
                apps: others, adapterSets: adapterSets, specName: nil, runs: 1)
            terminal.print(report.otherApps(otherResults, apps: others, implementations: implementations))
            seen += otherResults.results
        }
        RoomPublisher.afterRun(
            (["check"] + words).joined(separator: " "), results: SpecResults(results: seen), terminal: terminal)
        // A regression in another app is a failure too: a green exit must never sit under "Also red".
        return SpecResults(results: seen).hasFailures ? .failure : .success
    }
}
