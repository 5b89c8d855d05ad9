import Foundation
import KataHarness

/// Where `kata check` runs the specs: in child processes of `kata` (a crash fails one spec, and
/// fresh processes catch results that depend on hashing), or in this process, for tests that give the
/// check subjects of their own.
enum SpecIsolation: Sendable {
    case childProcesses(URL?)
    case inProcess

    /// The child processes of the `kata` binary beside this program, when there is one.
    static var standard: SpecIsolation { .childProcesses(KataExecutable.find()) }

    /// The results of `apps` on `subjects`, each implementation's specs run `runs` times (in child
    /// processes) or once (in process).
    @MainActor
    func results(apps: [App], subjects: [Subject], specName: String?, runs: Int) async throws(UsageError)
        -> SpecResults
    {
        switch self {
        case .inProcess:
            return await SpecResults.run(apps: apps, subjects: subjects, specName: specName)
        case .childProcesses(let executable):
            let declared = Dictionary(
                uniqueKeysWithValues: subjects.map { ($0.implementation, $0.changeRequestsDone) })
            return await RepeatedSpecRuns(
                executable: try KataExecutable.required(executable), declared: declared, runs: runs
            )
            .run(apps: apps, implementations: subjects.map(\.implementation), specName: specName)
        }
    }
}
