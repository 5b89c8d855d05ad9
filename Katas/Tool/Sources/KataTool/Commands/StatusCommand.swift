import Specs

/// `kata` with no command: every spec on both implementations, where the attendee stands, and what to do next.
enum StatusCommand {
    static let syntax = CommandSyntax(
        usage: ["swift run kata [status]"],
        description: """
            Runs every spec of every app against the Starter and the Refactored
            implementation, prints a matrix of specs × implementations, a summary of where
            you stand, and the next step. It fits the terminal: COLUMNS columns when set,
            else the terminal's width, else 80.
            """,
        epilogue: """
            Exit codes: 0 no spec failed, 1 a spec failed, 2 the command line was not
            understood.
            """)

    /// Runs on the implementations' adapters (`CommandAdapters`), in child processes of `kata`; tests pass
    /// other adapters through `adaptersFor` or `CommandAdapters` and run them in process.
    @MainActor
    static func run(
        _ words: [String], terminal: Terminal, isolation: SpecIsolation = .standard,
        adaptersFor: (Implementation) -> Adapters = CommandAdapters.adapters
    ) async throws(UsageError) -> ExitCode {
        _ = try Self.syntax.parse(words, positionalsAtMost: 0)

        let apps = App.allCases
        let implementations = Implementation.allCases
        let adapterSets = implementations.map(adaptersFor)
        // One child process a run, so a crashing spec fails as that spec; `kata check` also repeats the runs.
        let results = try await isolation.results(apps: apps, adapterSets: adapterSets, specName: nil, runs: 1)

        terminal.print(ResultsText(terminal: terminal).matrix(results, apps: apps, implementations: implementations))
        terminal.print(terminal.bold("Where you stand"))
        terminal.print(summary(results, apps: apps, implementations: implementations))
        terminal.print("")
        terminal.print(TextWrap.prose(nextStep(results, terminal: terminal), width: terminal.width))
        let hints = await ChangeRequestHints.make(results, adapterSets: adapterSets).text(listingNotYet: false)
        if !hints.isEmpty {
            terminal.print("")
            terminal.print(TextWrap.prose(hints, width: terminal.width))
        }
        RoomPublisher.afterRun("status", results: results, terminal: terminal)
        return results.hasFailures ? .failure : .success
    }

    /// One line per app and implementation, so a long tally never runs into the next column:
    ///   Expense tracker  Starter     39 passed, 2 not yet
    ///                    Refactored  41 passed
    static func summary(_ results: SpecResults, apps: [App], implementations: [Implementation]) -> String {
        let appWidth = (apps.map(\.displayName.count).max() ?? 0) + 2
        let implementationWidth = (implementations.map(\.displayName.count).max() ?? 0) + 2
        return apps.flatMap { app in
            implementations.enumerated().map { index, implementation in
                "  " + (index == 0 ? app.displayName : "").padded(to: appWidth)
                    + implementation.displayName.padded(to: implementationWidth)
                    + SpecResults.tally(results.filtered(app: app, implementation: implementation))
            }
        }.joined(separator: "\n")
    }

    private static func nextStep(_ results: SpecResults, terminal: Terminal) -> String {
        if let failure = results.failures.first {
            return """
                \(terminal.red("\(results.failures.count.counted("spec")) failed.")) Behaviour changed: put it back before you go on.\(sharedFiles(results.failures))
                Next: see what was expected and what was seen:
                    \(failure.spec.checkCommand(on: failure.implementation))
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
        let next = nextKata(
            pending: pending, order: KataLibrary.katas.map(\.id),
            branch: GitWorkingTree(root: PackageFolder.root).currentBranch())
        return """
            \(terminal.green("Behaviour is kept on both implementations.")) Change requests not yet in the Starter:
            \(list)\(refactoredNotYet(results))
            Next: \(next.why) or the one your facilitator names:
                swift run kata show \(next.kata ?? first.kataID)
            Refactor in small steps, and run this command again after each one: it is your safety net.
            """
    }

    /// Where to go on, and why, as the Next line says it:
    /// - on a branch `kata start` made (`start/<kata>`), that kata, unless the Starter has every change
    ///   request it builds (then it is done);
    /// - else the kata after the last one, in kata order, that builds a change request the Starter has;
    /// - else the first kata.
    /// Katas without a change request leave no trace in the Starter's behaviour: that is as far as the specs
    /// and the branch can tell.
    static func nextKata(pending: [ChangeRequest], order: [String], branch: String? = nil) -> (
        kata: String?, why: String
    ) {
        if let branch, let kata = KataPosition.startedKata(branch, among: order),
            pending.contains(where: { $0.kataID == kata })
                || !ChangeRequest.allCases.contains(where: { $0.kataID == kata })
        {
            return (kata, "the kata of your branch, \(branch),")
        }
        let built = ChangeRequest.allCases.filter { !pending.contains($0) }
        guard let last = built.compactMap({ order.firstIndex(of: $0.kataID) }).max() else {
            return (order.first, "open a kata, the first")
        }
        let next = order.index(after: last)
        let codes = Suggestions.list(built.filter { $0.kataID == order[last] }.map(\.code))
        return (
            order.indices.contains(next) ? order[next] : order.first,
            "the kata after \(order[last]), which built \(codes) in your Starter,"
        )
    }

    /// Which failed specs open one file in both implementations, so that a failure on the Refactored is
    /// not read as the model answer broken; empty when none does.
    static func sharedFiles(_ failures: [SpecResult]) -> String {
        let shared = failures.filter { $0.spec.otherImplementation != nil }
        guard !shared.isEmpty else { return "" }
        let verb = shared.count == 1 ? "opens" : "open"
        return " \(shared.count) of them \(verb) a file in both the Starter and the Refactored: "
            + "either can be what is wrong, and each failure says which one wrote the file."
    }

    /// The change requests the Refactored lacks too, with the kata that builds them on both; empty when it
    /// has them all.
    private static func refactoredNotYet(_ results: SpecResults) -> String {
        let pending = results.changeRequestsNotYet(on: .refactored)
        guard !pending.isEmpty else { return "" }
        let katas = Set(pending.map(\.kataID)).sorted().map { "kata \($0)" }
        return "\nThe Refactored does not have \(Suggestions.list(pending.map(\.code))) yet either: "
            + "\(Suggestions.list(katas)) \(katas.count == 1 ? "builds" : "build") "
            + (pending.count == 1 ? "it" : "them") + " on both."
    }
}
