import Foundation
import Specs

/// `kata mutants`: how strong the safety net is. Applies small behaviour changes to a copy of the
/// package one at a time, runs the specs of the mutated app on the mutated implementation, and reports
/// which changes the specs noticed.
enum MutantsCommand {
    static let implementation = ImplementationArgument.option("only mutants of starter or refactored")
    static let only = CommandOption.option("--only", value: "ID", "only the mutant with this id")
    static let specsOnly = CommandOption.flag("--specs-only", "only the specs decide (no random differential run)")
    static let file = CommandOption.option(
        "--file", value: "PATH", "run the mutants in PATH (same format as Katas/Tool/Mutants/mutants.json)")
    static let generate = CommandOption.flag(
        "--generate",
        "make mutants from the current code: comparisons and boundaries (< <= > >= == !=), && and ||, + - * /, "
            + "a negation dropped, a condition made true or false, true and false swapped, numbers and decimals "
            + "moved by one, a string emptied, a character dropped from a set, a regular expression's anchor, "
            + "quantifier or class changed, a call or an assignment removed, "
            + "try? made try!, a sort order flipped or a loop reversed, first/last and prefix/suffix swapped, a "
            + "trimmingCharacters dropped, a thrown error swapped for another the file throws, a switch case's one "
            + "statement made break. Each names the rule whose code it changes, if any. Survivors are listed "
            + "with file:line; those listed in Katas/Tool/Mutants/equivalents.json are not counted.")
    static let list = CommandOption.flag("--list", "list the mutants and their count, without running them")
    static let net = CommandOption.option(
        "--net", value: "mine",
        "score your own net (your Swift Testing suite ExpensesNet, CartNet or RegistrationNet) against the "
            + "app's Starter mutants, alone: the net kata's measure")
    static let strict = CommandOption.flag(
        "--strict",
        "CI's check on the untouched tree: every shipped mutant must apply exactly once and build (without it, "
            + "a mutant whose code you changed says \"no longer applies\"); with --generate, every survivor must be "
            + "listed as equivalent, every listed one must survive, the list must stay within 5%, and (over every app and both "
            + "implementations) the rule map's generated-mutant counts must match the code")

    static let syntax = CommandSyntax(
        usage: [
            "swift run kata mutants [expenses|cart|registration] [-i starter|refactored] [--only ID] [--specs-only] "
                + "[--file PATH | --generate] [--list] [--strict]",
            "swift run kata mutants expenses|cart|registration --net mine",
        ],
        description: """
            Measures the safety net under your refactor. For each mutant (a small behaviour change: flip an
            order, shift a boundary, drop a rule, swap two rates, skip the retry, ...) it changes a copy of the
            package, runs the specs of that app on that implementation, and says whether the specs noticed
            ("killed", also when the check crashed) or not ("SURVIVED"). A check still running after a minute
            (or twenty times the check without a mutant, if longer) is stopped and counts as killed: the
            mutant made the app hang, which no spec run would let pass. Each check runs its specs under
            another locale (LANG=ar_SA.UTF-8, and -AppleLocale ar_SA on macOS, as kata check's first process
            does), so a mutant that makes a screen follow the machine's locale is seen where Foundation takes
            the locale from them. A mutant that survives the specs gets a second chance from 300 random
            sequences compared across the two implementations. With --generate, a survivor listed in
            Katas/Tool/Mutants/equivalents.json prints "equivalent (listed)".

            The shipped mutants (Katas/Tool/Mutants/mutants.json) look for exact text of the untouched code (in
            whichever file of the app's Starter holds it once, when you moved it): once you refactor that code,
            they say "no longer applies", and the summary names the rules no mutant measures any more. Measure
            before refactoring, or use --generate to make mutants from the code as it is now.

            With --net mine, your own specs are measured instead (the net katas): first they must pass on the
            Starter as it is; then each Starter mutant of the app runs against them alone. It prints the
            score and, for each rule your net misses, a question that leads to the missing spec. At 80%
            the kata is done, and it shows a shipped spec for each rule you missed. Once your refactor has
            changed the code a shipped mutant looks for, the net is measured against mutants made from your
            Starter as it is now instead (as --generate makes them, its listed equivalents not counted), and the
            report says so.
            """,
        options: [implementation, only, specsOnly, file, generate, list, strict, net],
        epilogue: """
            The copy lives in .build/kata-mutants, so the next run builds only what changed; Ctrl-C removes it.

            Exit codes: 0 every mutant that ran was killed; 1 a mutant survived, nothing was measured, or
            (with --strict) a shipped mutant did not apply or build, or the list of equivalents or the rule
            map's counts are wrong; 2 usage.
            """)

    static let shippedFile = "Katas/Tool/Mutants/mutants.json"

    static func run(_ words: [String], terminal: Terminal) throws(UsageError) -> ExitCode {
        let arguments = try Self.syntax.parse(words)
        try arguments.expectPositionals(atMost: 1)
        let apps = try AppArgument.apps(arguments.positionals.first).map(\.rawValue)
        let implementations = try ImplementationArgument.implementations(arguments.value(Self.implementation)).map(
            \.rawValue)
        if let net = arguments.value(Self.net) {
            return try runNet(net, arguments: arguments, terminal: terminal)
        }
        let only = arguments.value(Self.only)
        let generate = arguments.has(Self.generate)
        if generate, arguments.value(Self.file) != nil {
            throw UsageError(
                message:
                    "\(Self.generate.name) makes its own mutants: give \(Self.file.name) or \(Self.generate.name), not both."
            )
        }

        // CI's strict check holds each shipped mutant to its own file; an attendee's refactor may have moved it.
        let strict = arguments.has(Self.strict)
        let follow: ([Mutant]) -> [Mutant] = { strict ? $0 : Mutant.followingMoves($0) }
        let all: [Mutant]
        if generate {
            let shipped = follow((try? Mutant.load(from: PackageFolder.root.appendingPathComponent(shippedFile))) ?? [])
            let generator = MutantGenerator(root: PackageFolder.root)
            all = RuleLines(shipped: shipped).placing(
                implementations.flatMap { implementation in
                    apps.flatMap { generator.mutants(app: $0, implementation: implementation) }
                })
        } else {
            let path = arguments.value(Self.file)
            let file =
                path.map { URL(fileURLWithPath: $0) }
                ?? PackageFolder.root.appendingPathComponent(shippedFile)
            do {
                all = follow(try Mutant.load(from: file))
            } catch {
                terminal.printError(
                    "kata: cannot read the mutants in \(path ?? shippedFile): \(FailureReason.of(error, at: file.path))."
                )
                return .failure
            }
        }
        let selected = all.filter {
            apps.contains($0.app) && implementations.contains($0.implementation) && (only == nil || $0.id == only)
        }
        if let only, !all.contains(where: { $0.id == only }) {
            let ids = Suggestions(names: all.map(\.id))
            throw UsageError(message: "no mutant has the id \(only).", suggestion: ids.suggestion(for: only))
        }
        guard !selected.isEmpty else { throw UsageError(message: "no mutant matches.") }
        if arguments.has(Self.list) {
            for mutant in selected {
                terminal.print(
                    generate
                        ? "\(mutant.location): \(mutant.description)\(mutant.ruleTag)"
                        : "\(mutant.id): \(mutant.description)")
            }
            terminal.print("\(selected.count) mutant\(selected.count == 1 ? "" : "s").")
            return .success
        }
        var run = MutationRun(
            mutants: selected, specsOnly: arguments.has(Self.specsOnly), generated: generate,
            advice: generate
                ? generatedAdvice(
                    apps: Set(selected.map(\.app)).sorted(),
                    implementations: Set(selected.map(\.implementation)).sorted(), only: only)
                : advice(
                    apps: Set(selected.map(\.app)).sorted(),
                    implementations: Set(selected.map(\.implementation)).sorted()),
            terminal: terminal)
        run.strict = strict
        if generate, run.strict, only == nil, apps.count == App.allCases.count, implementations.count == 2 {
            // The rule map's generated column counts every generated mutant of the untouched tree.
            do {
                run.mapProblems = try RuleMap.load().generatedColumnProblems(selected)
            } catch {
                run.mapProblems = ["Cannot read \(RuleMap.path): \(FailureReason.of(error, at: RuleMap.path))."]
            }
        }
        if generate {
            guard let equivalents = EquivalentMutants.load(from: PackageFolder.root, terminal: terminal) else {
                return .failure
            }
            run.equivalents = equivalents
        }
        return run.run()
    }

    /// `--net mine`: the app's Starter mutants (shipped, or generated after a refactor) against the
    /// attendee's net alone.
    private static func runNet(_ net: String, arguments: Arguments, terminal: Terminal) throws(UsageError)
        -> ExitCode
    {
        guard net.lowercased() == "mine" else {
            throw UsageError(message: "\(Self.net.name) takes mine (your own net), not \(Arguments.echo(net)).")
        }
        let others =
            [Self.only, Self.file].filter { arguments.value($0) != nil }
            + [Self.specsOnly, Self.generate, Self.list, Self.strict].filter { arguments.has($0) }
        if let other = others.first {
            throw UsageError(
                message:
                    "\(Self.net.name) chooses its own mutants (the shipped Starter ones, or after a refactor ones made "
                    + "from your Starter) and runs your net alone: leave out \(other.name).")
        }
        guard let word = arguments.positionals.first, let app = try AppArgument.apps(word).first else {
            throw UsageError(
                message:
                    "\(Self.net.name) measures the net of one app, e.g. swift run kata mutants expenses --net mine.")
        }
        if let implementation = arguments.value(Self.implementation), implementation.lowercased() != "starter" {
            throw UsageError(
                message: "a net runs on the Starter: leave out \(Self.implementation.name) \(implementation).")
        }
        let mutants: [Mutant]
        do {
            mutants = try Mutant.load(from: PackageFolder.root.appendingPathComponent(shippedFile))
        } catch {
            terminal.printError(
                "kata: cannot read the mutants in \(shippedFile): \(FailureReason.of(error, at: shippedFile)).")
            return .failure
        }
        let starter = Mutant.followingMoves(
            mutants.filter { $0.app == app.rawValue && $0.implementation == "starter" })
        return NetRun(app: app, mutants: starter, terminal: terminal).run()
    }

    /// What to do when generated mutants measured nothing: they are made from the code as it is, so the
    /// one thing left is to run more of them than `--only` picked.
    static func generatedAdvice(apps: [String], implementations: [String], only: String?) -> [String] {
        guard only != nil else { return [] }
        return [
            "What to do: run every mutant made from the code as it is:",
            "      " + generateCommand(apps: apps, implementations: implementations),
        ]
    }

    private static func generateCommand(apps: [String], implementations: [String] = []) -> String {
        var generate = "swift run kata mutants --generate"
        if apps.count == 1 { generate += " \(apps[0])" }
        if implementations.count == 1 { generate += " -i \(implementations[0])" }
        return generate
    }

    /// What to do when the mutants measured little or nothing, with commands for the apps and implementations
    /// of the mutants that ran.
    static func advice(apps: [String], implementations: [String]) -> [String] {
        [
            "What to do:",
            "  - Measure before you refactor: the shipped mutants look for the untouched code.",
            "  - Measure the code as it is now, with mutants made from it:",
            "      \(generateCommand(apps: apps, implementations: implementations))",
            "  - Or write your own mutants (same format as \(shippedFile)) and run them:",
            "      swift run kata mutants --file my-mutants.json",
        ]
    }
}
