import Foundation
import Specs

/// Where `kata check` runs the specs: in child processes of `kata` (a crash fails one spec, and
/// fresh processes catch results that depend on hashing), which run the implementations' own apps with
/// the adapters' declarations, or in this process, on the adapters' apps, for tests of what the
/// commands print, which remember the outcomes on the implementations' own adapters and run each spec once.
enum SpecIsolation: Sendable {
    case childProcesses(URL?)
    case inProcessRemembering(RememberedSpecOutcomes)

    /// Where `kata check` and `kata status` run the specs unless told otherwise: in child processes of
    /// the `kata` binary beside this program. Tests of what those commands print, which need not
    /// prove the isolation again, run the specs in their own process, each once, with
    /// `SpecIsolation.$standard.withValue(.inProcessRemembering(...))`; each child process costs a launch.
    @TaskLocal static var standard: SpecIsolation = .childProcesses(KataExecutable.find())

    /// The results of `apps` on `adapterSets`, each implementation's specs run `runs` times (in child
    /// processes) or once (in process).
    @MainActor
    func results(apps: [App], adapterSets: [Adapters], specName: String?, runs: Int) async throws(UsageError)
        -> SpecResults
    {
        switch self {
        case .inProcessRemembering(let outcomes):
            return await outcomes.results(apps: apps, adapterSets: adapterSets, specName: specName)
        case .childProcesses(let executable):
            guard let executable else {
                throw UsageError(
                    message: "kata runs the specs in child processes of kata; build kata first: swift build")
            }
            let declared = Dictionary(
                uniqueKeysWithValues: adapterSets.map { ($0.implementation, $0.changeRequestsDone) })
            return await RepeatedSpecRuns(executable: executable, declared: declared, runs: runs)
                .run(apps: apps, implementations: adapterSets.map(\.implementation), specName: specName)
        }
    }
}
