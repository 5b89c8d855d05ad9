import KataHarness
import KataSubjects

/// The outcomes of specs already run in this process, so the tool's tests, which run `kata check` and
/// `kata status` many times over on the same apps (to test what they print), run each spec once.
///
/// A spec's outcome depends only on its app's adapter and on the change requests declared for that
/// app (`SpecRunner` shows a spec nothing else), so outcomes are remembered by those. Only for the
/// implementations' own adapters, which hold no state: a subject with an adapter of its own (a test
/// double, a deliberately broken driver) runs its specs every time.
@MainActor
final class RememberedSpecOutcomes {
    private struct Key: Hashable {
        let app: App
        let adapter: ObjectIdentifier
        let changeRequestsDone: Set<ChangeRequest>
        let specName: String
    }

    private var outcomes: [Key: SpecOutcome] = [:]
    private let ownAdapters: Set<ObjectIdentifier>

    init() {
        ownAdapters = Set(
            Implementation.allCases.flatMap { implementation in
                App.allCases.map { Self.adapter(of: implementation.subject, for: $0) }
            })
    }

    /// The outcome of each spec of `apps` (or only the one named `specName`) on each subject, in
    /// catalogue order, running only the specs this memory has no outcome for.
    func results(apps: [App], subjects: [Subject], specName: String?) async -> SpecResults {
        var results: [SpecResult] = []
        for spec in apps.flatMap({ SpecResults.specs(of: $0, named: specName) }) {
            for subject in subjects {
                let outcome = await outcome(of: spec, on: subject)
                results.append(SpecResult(spec: spec, implementation: subject.implementation, outcome: outcome))
            }
        }
        return SpecResults(results: results)
    }

    /// The outcome of `spec` on `subject`: remembered, or run now (and remembered when the subject's
    /// adapter for the spec's app is an implementation's own).
    func outcome(of spec: Spec, on subject: Subject) async -> SpecOutcome {
        let adapter = Self.adapter(of: subject, for: spec.app)
        guard ownAdapters.contains(adapter) else { return await SpecRunner.run(spec, on: subject) }
        let key = Key(
            app: spec.app, adapter: adapter,
            changeRequestsDone: subject.changeRequestsDone.filter { $0.app == spec.app }, specName: spec.name)
        if let remembered = outcomes[key] { return remembered }
        let outcome = await SpecRunner.run(spec, on: subject)
        outcomes[key] = outcome
        return outcome
    }

    private static func adapter(of subject: Subject, for app: App) -> ObjectIdentifier {
        switch app {
        case .expenses: ObjectIdentifier(type(of: subject.expenses))
        case .cart: ObjectIdentifier(type(of: subject.cart))
        case .registration: ObjectIdentifier(type(of: subject.registration))
        }
    }
}
