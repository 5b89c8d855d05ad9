import Foundation

/// `kata mutants`: how strong the safety net is. Copies the package to a temporary folder, applies
/// each small behaviour change listed in `Tests/Mutants/mutants.json`, runs the specs (and the
/// differential check) of the mutated app on the mutated implementation, and reports which
/// mutants survived.
enum MutantsCommand {
    static let help = """
        Usage: swift run kata mutants [expenses|cart|registration] [--implementation starter|refactored] [--only ID]

        Measures the safety net under your refactor. For each mutant in Tests/Mutants/mutants.json (a small
        behaviour change: flip an order, shift a boundary, drop a rule, swap two rates, skip the retry, ...),
        it changes a copy of the package, runs the specs of that app on that implementation, and says
        whether the specs noticed ("killed") or not ("SURVIVED"). A mutant whose code is no longer in the
        file (you refactored it away) is reported as "not applicable". Takes several minutes.

          -i, --implementation NAME   only mutants of starter or refactored
          --only ID                   only the mutant with this id

        Exit codes: 0 every applicable mutant killed, 1 a mutant survived or did not build, 2 usage.
        """

    static func run(_ words: [String], terminal: Terminal) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(
            words,
            options: ["--implementation", "--only"]
        )
        try arguments.expectPositionals(atMost: 1)
        let apps = try CheckCommand.parseApps(arguments.positionals.first).map(\.rawValue)
        let implementations = try CheckCommand.parseImplementations(arguments.value("--implementation")).map(\.rawValue)
        let only = arguments.value("--only")

        let all: [Mutant]
        do {
            all = try Mutant.load(from: PackageFolder.root.appendingPathComponent("Tests/Mutants/mutants.json"))
        } catch {
            terminal.printError("kata: cannot read Tests/Mutants/mutants.json: \(error)")
            return .specFailure
        }
        let selected = all.filter {
            apps.contains($0.app) && implementations.contains($0.implementation) && (only == nil || $0.id == only)
        }
        if let only, !all.contains(where: { $0.id == only }) {
            let ids = Suggestions(names: all.map(\.id))
            throw UsageError(message: "no mutant has the id \(only).\(ids.didYouMean(only))")
        }
        guard !selected.isEmpty else { throw UsageError(message: "no mutant matches.") }
        return MutationRun(mutants: selected, terminal: terminal).run()
    }
}
