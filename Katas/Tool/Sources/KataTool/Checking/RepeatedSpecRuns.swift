import Foundation
import Specs

/// Runs each implementation's specs in several fresh processes, two at a time (one a core). Every
/// process hashes with its own random seed, so code that depends on dictionary or set order shows
/// different results in different runs, as code that reads a result before the work making it has run
/// can: a spec whose results differ fails, saying so.
struct RepeatedSpecRuns: Sendable {
    static let unstableMessage =
        "results change from one run to the next: does the code depend on dictionary or set order, or on work "
        + "it starts and does not wait for (a Task it does not await)?"

    private static let parallel = 2

    let isolated: IsolatedSpecRun
    /// The same, in a child under `ForeignLocale`: the first run of each app and implementation.
    let underForeignLocale: IsolatedSpecRun
    /// How many fresh processes run each app's specs on each implementation.
    let runs: Int

    /// Runs in child processes of `executable` (`kata`), each with its own hashing seed, telling them
    /// which change requests each implementation declares.
    init(executable: URL, declared: [Implementation: Set<ChangeRequest>], runs: Int) {
        let child = ChildProcess(executable: executable, unsetVariables: ["SWIFT_DETERMINISTIC_HASHING"])
        isolated = IsolatedSpecRun(child: child, declared: declared)
        var foreign = child
        foreign.variables = ForeignLocale.environment
        foreign.trailingArguments = ForeignLocale.platformArguments
        underForeignLocale = IsolatedSpecRun(child: foreign, declared: declared)
        self.runs = runs
    }

    func run(apps: [App], implementations: [Implementation], specName: String?) async -> SpecResults {
        let jobs = apps.flatMap { app in
            implementations.flatMap { implementation in
                (0..<runs).map { Job(app: app, implementation: implementation, run: $0) }
            }
        }
        let (outcomes, locales) = await outcomes(of: jobs, specName: specName)
        return SpecResults(
            foreignLocalesSeen: locales,
            results: apps.flatMap { app in
                SpecResults.specs(of: app, named: specName).enumerated().flatMap { index, spec in
                    implementations.map { implementation in
                        let seen = (0..<runs).map {
                            outcomes[Job(app: app, implementation: implementation, run: $0)]![index]
                        }
                        return SpecResult(spec: spec, implementation: implementation, outcome: agreed(seen))
                    }
                }
            })
    }

    /// The outcome every run had, or a failure listing what each run saw when they differ. When a run
    /// failed a check, that check's Expected and Seen are the failure's own, so they are not hidden: the
    /// runs are listed in what it says.
    func agreed(_ outcomes: [SpecOutcome]) -> SpecOutcome {
        guard Set(outcomes.map(Self.signature)).count > 1 else { return outcomes[0] }
        let runs = outcomes.map(Self.summary).enumerated().map {
            "run \($0.offset + 1)\($0.offset == 0 ? " (under \(ForeignLocale.identifier))" : ""): \($0.element)"
        }
        let failed = outcomes.enumerated().lazy.compactMap { run, outcome -> (Int, SpecFailure)? in
            guard case .failed(let failure) = outcome else { return nil }
            return (run + 1, failure)
        }.first
        guard let (run, failure) = failed else {
            return .failed(
                SpecFailure(
                    Self.unstableMessage,
                    expected: "the same result in each of \(outcomes.count) fresh processes",
                    seen: "\n" + runs.joined(separator: "\n")))
        }
        return .failed(
            SpecFailure(
                "\(Self.unstableMessage) (\(runs.joined(separator: "; "))). What run \(run) checked: \(failure.what)",
                expected: failure.expected, seen: failure.seen))
    }

    private struct Job: Hashable, Sendable {
        let app: App
        let implementation: Implementation
        let run: Int
    }

    /// The outcomes of each job; the first run of each app and implementation runs under
    /// `ForeignLocale`, and the locales its children reported come back beside them.
    private func outcomes(of jobs: [Job], specName: String?) async -> ([Job: [SpecOutcome]], Set<String>) {
        await withTaskGroup(of: (Job, [SpecOutcome], Set<String>).self) { group in
            var pending = jobs[...]
            var done: [Job: [SpecOutcome]] = [:]
            var locales: Set<String> = []
            func start(_ job: Job) {
                let specs = SpecResults.specs(of: job.app, named: specName)
                let runner = job.run == 0 ? underForeignLocale : isolated
                group.addTask {
                    let (outcomes, seen) = await runner.runReportingLocales(
                        job.app, job.implementation, specs: specs, specName: specName)
                    return (job, outcomes, job.run == 0 ? seen : [])
                }
            }
            for _ in 0..<Self.parallel { if let job = pending.popFirst() { start(job) } }
            for await (job, outcomes, seen) in group {
                done[job] = outcomes
                locales.formUnion(seen)
                if let next = pending.popFirst() { start(next) }
            }
            return (done, locales)
        }
    }

    /// Everything a run's outcome says, the same for the same outcome.
    private static func signature(_ outcome: SpecOutcome) -> String {
        guard case .failed(let failure) = outcome else { return summary(outcome) }
        return [failure.what, failure.expected, failure.seen].joined(separator: "\u{0}")
    }

    /// A run's outcome in one short line.
    private static func summary(_ outcome: SpecOutcome) -> String {
        switch outcome {
        case .passed: "passed"
        case .failed(let failure): "failed: \(failure.what)"
        case .threw(let error): "threw: \(error)"
        case .crashed(let reason): "crashed: \(reason)"
        case .notYet(let changeRequest): "not yet (\(changeRequest.code))"
        }
    }
}
