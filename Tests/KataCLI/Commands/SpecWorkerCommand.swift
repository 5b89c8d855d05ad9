import Foundation
import KataHarness
import KataSubjects

/// `kata spec-worker APP IMPLEMENTATION [--spec NAME] [--from INDEX]`, not listed in the help:
/// what `kata check` runs in a child process. It runs the app's specs (or the one named) from
/// position INDEX on, and writes one `SpecRecord` line a spec as soon as the spec ends, so a trap
/// in a spec leaves the results before it.
enum SpecWorkerCommand {
    static let name = "spec-worker"

    @MainActor
    static func run(_ words: [String], write: (String) -> Void = writeNow) async throws(UsageError) -> ExitCode {
        let arguments = try Arguments(words, options: ["--spec", "--from"])
        guard arguments.positionals.count == 2, let app = App(rawValue: arguments.positionals[0]),
            let implementation = Implementation(rawValue: arguments.positionals[1])
        else {
            throw UsageError(message: "\(name) takes an app and an implementation.")
        }
        guard let start = Int(arguments.value("--from") ?? "0"), start >= 0 else {
            throw UsageError(message: "--from takes a position from 0.")
        }
        let specs = SpecResults.specs(of: app, named: arguments.value("--spec"))
        for (index, spec) in specs.enumerated() where index >= start {
            let outcome = await SpecRunner.run(spec, on: implementation.subject)
            write(SpecRecord(index: index, outcome: outcome).text)
        }
        return .passed
    }

    /// Writes a line to standard output at once, unbuffered.
    static func writeNow(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
