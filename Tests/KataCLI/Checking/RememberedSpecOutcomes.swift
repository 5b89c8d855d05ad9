import KataHarness

/// The outcomes of specs already run in this process on an implementation's own subject, so a test
/// process that runs every spec as a test of its own and runs `kata check` and `kata status` many
/// times over (to test what they print) runs each spec once. Only for subjects that are their
/// implementation's own (`Implementation.subject`): a test that builds a subject of its own runs it
/// in process, without remembering.
@MainActor
final class RememberedSpecOutcomes {
    private struct Key: Hashable {
        let implementation: Implementation
        let changeRequestsDone: Set<ChangeRequest>
        let app: App
        let specName: String
    }

    private var outcomes: [Key: SpecOutcome] = [:]

    init() {}

    /// The results of `apps` on the implementations' own subjects, running only the specs this
    /// memory has no outcome for.
    func results(apps: [App], implementations: [Implementation], specName: String?) async -> SpecResults {
        await SpecResults.run(apps: apps, subjects: implementations.map(\.subject), specName: specName) {
            spec, subject in await outcome(of: spec, on: subject.implementation)
        }
    }

    /// The outcome of `spec` on the implementation's own subject: remembered, or run now and remembered.
    func outcome(of spec: Spec, on implementation: Implementation) async -> SpecOutcome {
        let subject = implementation.subject
        let key = Key(
            implementation: implementation, changeRequestsDone: subject.changeRequestsDone, app: spec.app,
            specName: spec.name)
        if let remembered = outcomes[key] { return remembered }
        let outcome = await SpecRunner.run(spec, on: subject)
        outcomes[key] = outcome
        return outcome
    }
}
