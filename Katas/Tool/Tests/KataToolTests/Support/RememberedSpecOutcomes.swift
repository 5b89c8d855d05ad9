import ImplementationAdapters
import Specs

@testable import KataTool

/// The outcomes of specs already run in this process, so the tool's tests, which run `kata check` and
/// `kata status` many times over on the same apps (to test what they print), run each spec once.
///
/// A spec's outcome depends only on its app's adapter and on the change requests declared for that
/// app (`SpecRunner` shows a spec nothing else), and for the specs of a shared file on the other
/// implementation's expense tracker and on which implementation runs (their failures name both), so
/// outcomes are remembered by those. Only for the
/// implementations' own adapters, which hold no state: adapters with one of their own (a test
/// double, a deliberately broken driver) run their specs every time.
@MainActor
final class RememberedSpecOutcomes: InProcessSpecs {
    private struct Key: Hashable {
        let app: App
        let adapter: ObjectIdentifier
        /// The other implementation's expense tracker, which the specs of a shared file open too.
        let otherExpenses: ObjectIdentifier?
        /// The implementation, for a spec of a shared file: its failures name the implementations.
        let implementation: Implementation?
        let changeRequestsDone: Set<ChangeRequest>
        let specName: String
    }

    private var outcomes: [Key: SpecOutcome] = [:]
    private let ownAdapters: Set<ObjectIdentifier>

    init() {
        ownAdapters = Set(
            Implementation.allCases.flatMap { implementation in
                App.allCases.map { Self.adapter(of: implementation.adapters, for: $0) }
            })
    }

    /// The outcome of each spec of `apps` (or only the one named `specName`) on each set of adapters, in
    /// catalogue order, running only the specs this memory has no outcome for.
    func results(apps: [App], adapterSets: [Adapters], specName: String?) async -> SpecResults {
        var results: [SpecResult] = []
        for spec in apps.flatMap({ SpecResults.specs(of: $0, named: specName) }) {
            for adapters in adapterSets {
                let outcome = await outcome(of: spec, on: adapters)
                results.append(SpecResult(spec: spec, implementation: adapters.implementation, outcome: outcome))
            }
        }
        return SpecResults(results: results)
    }

    /// The outcome of `spec` on `adapters`: remembered, or run now (and remembered when the adapters'
    /// adapter for the spec's app is an implementation's own).
    func outcome(of spec: Spec, on adapters: Adapters) async -> SpecOutcome {
        let adapter = Self.adapter(of: adapters, for: spec.app)
        let otherExpenses = adapters.otherExpenses.map { ObjectIdentifier(type(of: $0)) }
        guard ownAdapters.contains(adapter), otherExpenses.map(ownAdapters.contains) ?? true else {
            return await SpecRunner.run(spec, on: adapters)
        }
        let key = Key(
            app: spec.app, adapter: adapter, otherExpenses: otherExpenses,
            implementation: spec.otherImplementation == nil ? nil : adapters.implementation,
            changeRequestsDone: adapters.changeRequestsDone.filter { $0.app == spec.app }, specName: spec.name)
        if let remembered = outcomes[key] { return remembered }
        let outcome = await SpecRunner.run(spec, on: adapters)
        outcomes[key] = outcome
        return outcome
    }

    private static func adapter(of adapters: Adapters, for app: App) -> ObjectIdentifier {
        switch app {
        case .expenses: ObjectIdentifier(type(of: adapters.expenses))
        case .cart: ObjectIdentifier(type(of: adapters.cart))
        case .registration: ObjectIdentifier(type(of: adapters.registration))
        }
    }
}
