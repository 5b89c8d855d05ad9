import Foundation
import Specs

/// Where `kata check` runs the specs: in child processes of `kata` (a crash fails one spec, and
/// fresh processes catch results that depend on hashing), which run the implementations' own apps with
/// the adapters' declarations, or in this process, for the tool's tests of what the commands print.
enum SpecIsolation: Sendable {
    case childProcesses(URL?)
    case inProcess(any InProcessSpecs)

    /// Where `kata check` and `kata status` run the specs unless told otherwise: in child processes of
    /// the `kata` binary beside this program. Tests of what those commands print, which need not
    /// prove the isolation again, run the specs in their own process with
    /// `SpecIsolation.$standard.withValue(.inProcess(...))`; each child process costs a launch.
    @TaskLocal static var standard: SpecIsolation = .childProcesses(KataExecutable.find())

    /// The results of `apps` on `adapterSets`, each implementation's specs run `runs` times (in child
    /// processes) or once (in process).
    @MainActor
    func results(apps: [App], adapterSets: [Adapters], specName: String?, runs: Int) async throws(UsageError)
        -> SpecResults
    {
        switch self {
        case .inProcess(let specs):
            return await specs.results(apps: apps, adapterSets: adapterSets, specName: specName)
        case .childProcesses(let executable):
            guard let executable else {
                throw UsageError(
                    message: "kata runs the specs in child processes of kata; build kata first: swift build")
            }
            let declared = Dictionary(
                uniqueKeysWithValues: adapterSets.map { ($0.implementation, $0.changeRequestsDone) })
            let watch = InterruptCleanup.stoppingSpecWorkers()
            defer { watch?.end() }
            return await RepeatedSpecRuns(executable: executable, declared: declared, runs: runs)
                .run(apps: apps, implementations: adapterSets.map(\.implementation), specName: specName)
        }
    }
}

/// Runs specs in this process, for the tool's tests: they run `kata check` and `kata status` many times
/// over on the same apps and may remember outcomes across runs.
protocol InProcessSpecs: Sendable {
    @MainActor func results(apps: [App], adapterSets: [Adapters], specName: String?) async -> SpecResults
}
