import Specs

/// Runs the specs of one app on one implementation in a child process (`kata spec-worker`). When the
/// child crashes, the spec it was running is reported crashed and a new child goes on after it.
struct IsolatedSpecRun: Sendable {
    let child: ChildProcess
    /// The change requests each implementation declares done, passed to the child so that it runs the
    /// specs the parent expects (tests pass declarations other than the adapters').
    var declared: [Implementation: Set<ChangeRequest>] = Dictionary(
        uniqueKeysWithValues: Implementation.allCases.map { ($0, $0.adapters.changeRequestsDone) })

    /// One outcome a spec of `specs` (the app's specs, or only the one named `specName`), in order.
    func run(_ app: App, _ implementation: Implementation, specs: [Spec], specName: String?) async -> [SpecOutcome] {
        await runReportingLocales(app, implementation, specs: specs, specName: specName).outcomes
    }

    /// The outcomes, and the locales the child processes said they ran under (`ForeignLocale.marker`).
    func runReportingLocales(_ app: App, _ implementation: Implementation, specs: [Spec], specName: String?) async
        -> (outcomes: [SpecOutcome], locales: Set<String>)
    {
        var outcomes: [SpecOutcome] = []
        var locales: Set<String> = []
        while outcomes.count < specs.count {
            var arguments = [
                SpecWorkerCommand.name, app.rawValue, implementation.rawValue, SpecWorkerCommand.from.name,
                "\(outcomes.count)",
            ]
            if let specName { arguments += [SpecWorkerCommand.spec.name, specName] }
            let codes = (declared[implementation] ?? []).sorted().map(\.code)
            arguments += ["\(SpecWorkerCommand.declared.name)=\(codes.joined(separator: ","))"]
            let ending = await child.run(arguments)
            locales.formUnion(ForeignLocale.reported(in: ending.standardOutput))
            for record in SpecRecord.records(in: ending.standardOutput) where record.index == outcomes.count {
                outcomes.append(record.outcome)
            }
            if outcomes.count < specs.count {
                outcomes.append(.crashed(ending.crashReason))
            }
        }
        return (outcomes, locales)
    }
}
