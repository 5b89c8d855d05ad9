import Foundation
import KataHarness
import KataSubjects

/// `kata check`: runs the specs of one app or all, on one implementation or both, with failure details.
enum CheckCommand {
    static let help = """
        Usage: swift run kata check [expenses|cart|registration] [--implementation starter|refactored] [--spec NAME] [--runs N]
               swift run kata check [expenses|cart|registration] --random N [--seed S]
               swift run kata check expenses|cart|registration --sequence S

        Runs the specs and prints one line a spec. A failure shows the spec's Given/When/Then, what was
        expected, what was seen, and the command that reruns just that spec. The specs run in child
        processes: a spec that crashes fails ("Crashed: ...") and the other specs still run.

          expenses|cart|registration   only this app (default: all three)
          -i, --implementation NAME    only starter or refactored (default: both)
          --spec NAME                  only the spec with this name, e.g. report_listsEntriesNewestFirst
          --runs N                     how many fresh processes run each implementation's specs (default 4);
                                       each hashes differently, so code that depends on dictionary or set
                                       order gives different results, and the spec fails saying so
          --random N                   instead of the specs: N random sequences of user actions per app, run on
                                       both implementations, comparing everything the user sees after every step;
                                       a difference is shrunk to a minimal sequence and printed with the
                                       command that replays it
          --seed S                     the seed of the random run (default 1); the same seed, the same run
          --sequence S                 replays the one sequence with this seed, as a difference report prints it

        Exit codes: 0 no spec failed, 1 a spec failed, 2 the command line was not understood.
        """

    /// `differentialSubjects` are the two implementations `--random` and `--sequence` compare;
    /// `specExecutable` is the program the specs run in (`kata spec-worker`).
    @MainActor
    static func run(
        _ words: [String],
        terminal: Terminal,
        differentialSubjects: (Subject, Subject) = (.starter, .refactored),
        specExecutable: URL? = KataExecutable.find()
    ) async throws(UsageError) -> ExitCode {
        let arguments = try Arguments(
            words,
            options: ["--implementation", "--spec", "--random", "--seed", "--sequence", "--runs"]
        )
        try arguments.expectPositionals(atMost: 1)
        let apps = try parseApps(arguments.positionals.first)
        if let differential = try DifferentialCommand(apps: apps, arguments: arguments) {
            return await differential.run(differentialSubjects.0, differentialSubjects.1, terminal: terminal)
        }
        let implementations = try parseImplementations(arguments.value("--implementation"))
        let specName = arguments.value("--spec")
        if let specName, !apps.contains(where: { Catalogue.spec($0, specName) != nil }) {
            throw UsageError(message: "no spec named \(specName). `swift run kata check` lists every spec.")
        }

        let runs = try parseRuns(arguments.value("--runs"))
        let results = try await RepeatedSpecRuns(executable: KataExecutable.required(specExecutable), runs: runs)
            .run(apps: apps, implementations: implementations, specName: specName)
        let report = Report(terminal: terminal)
        terminal.print(report.matrix(results, apps: apps, implementations: implementations))
        for failure in results.failures {
            terminal.print(report.failureDetails(failure))
            terminal.print("")
        }
        let pending = implementations.flatMap { results.changeRequestsNotYet(on: $0) }
        if !pending.isEmpty {
            terminal.print(
                "Not yet: the specs of \(pending.map(\.code).joined(separator: ", ")) run once the change request is declared done."
            )
            let starterPending = results.changeRequestsNotYet(on: .starter)
            if !starterPending.isEmpty {
                terminal.print(
                    report.declarationHint(
                        declared: Implementation.starter.subject.changeRequestsDone, pending: starterPending))
            }
            terminal.print("")
        }
        terminal.print(SpecResults.tally(results.results))
        return results.hasFailures ? .specFailure : .passed
    }

    /// How many fresh processes run each implementation's specs: 4 unless `--runs` says otherwise.
    static func parseRuns(_ word: String?) throws(UsageError) -> Int {
        guard let word else { return 4 }
        guard let runs = Int(word), (1...20).contains(runs) else {
            throw UsageError(message: "--runs takes a number from 1 to 20.")
        }
        return runs
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
