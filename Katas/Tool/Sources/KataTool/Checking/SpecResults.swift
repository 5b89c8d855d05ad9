import Specs

/// One spec's outcome on one implementation.
struct SpecResult {
    let spec: Spec
    let implementation: Implementation
    let outcome: SpecOutcome
}

/// The outcomes of a set of specs on a set of implementations.
struct SpecResults {
    /// The locales that the spec processes run under `ForeignLocale` said they had; empty when the specs
    /// ran in this process.
    var foreignLocalesSeen: Set<String> = []
    let results: [SpecResult]

    /// The specs of `app`, or only the one named `specName`, in catalogue order.
    static func specs(of app: App, named specName: String?) -> [Spec] {
        Catalogue.specs(for: app).filter { specName == nil || $0.name == specName }
    }

    var failures: [SpecResult] { results.filter(\.outcome.isFailure) }

    var hasFailures: Bool { results.contains { $0.outcome.isFailure } }

    func filtered(app: App? = nil, implementation: Implementation? = nil) -> [SpecResult] {
        results.filter {
            ($0.spec.app == app || app == nil) && ($0.implementation == implementation || implementation == nil)
        }
    }

    /// The change requests that have specs not yet run on `implementation`, in catalogue order.
    func changeRequestsNotYet(on implementation: Implementation) -> [ChangeRequest] {
        let pending = filtered(implementation: implementation).compactMap { result -> ChangeRequest? in
            if case .notYet(let changeRequest) = result.outcome { return changeRequest }
            return nil
        }
        return Set(pending).sorted()
    }

    /// "12 passed, 1 failed, 2 not yet", leaving out the zero counts but the first.
    static func tally(_ results: [SpecResult]) -> String {
        let passed = results.filter { if case .passed = $0.outcome { true } else { false } }.count
        let failed = results.filter(\.outcome.isFailure).count
        let notYet = results.filter { if case .notYet = $0.outcome { true } else { false } }.count
        var parts = ["\(passed) passed"]
        if failed > 0 { parts.append("\(failed) failed") }
        if notYet > 0 { parts.append("\(notYet) not yet") }
        return parts.joined(separator: ", ")
    }
}
