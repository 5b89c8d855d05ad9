import KataHarness
import KataSubjects

/// One spec's outcome on one implementation.
struct SpecResult {
    let spec: Spec
    let implementation: Implementation
    let outcome: SpecOutcome
}

/// The outcomes of a set of specs on a set of implementations.
struct SpecResults {
    let results: [SpecResult]

    /// The outcome of each spec of `apps` (or only the one named `specName`) on each subject, in
    /// catalogue order, as `outcome` gives it.
    @MainActor
    static func run(
        apps: [App], subjects: [Subject], specName: String?, outcome: (Spec, Subject) async -> SpecOutcome
    ) async -> SpecResults {
        var results: [SpecResult] = []
        for app in apps {
            for spec in specs(of: app, named: specName) {
                for subject in subjects {
                    let outcome = await outcome(spec, subject)
                    results.append(SpecResult(spec: spec, implementation: subject.implementation, outcome: outcome))
                }
            }
        }
        return SpecResults(results: results)
    }

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
