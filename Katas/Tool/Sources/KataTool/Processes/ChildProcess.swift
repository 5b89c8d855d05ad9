import Foundation

/// A program run to its end in a child process, with what it wrote and how it ended.
struct ChildProcess: Sendable {
    /// What a child process wrote, and how it ended.
    struct Ending: Sendable {
        let standardOutput: String
        let standardError: String
        let end: ProcessEnd

        /// For people, how the process ended abnormally: the runtime's message and the signal.
        var crashReason: String {
            let message = standardError.split(separator: "\n")
                .first { $0.contains("Fatal error") }
                .map { line in line.range(of: "Fatal error").map { String(line[$0.lowerBound...]) } ?? String(line) }
            return message.map { "\($0) (\(end.description))" } ?? "the process ended with \(end.description)"
        }
    }

    let executable: URL
    /// Variables removed from the child's environment.
    var unsetVariables: Set<String> = []
    /// Variables set in the child's environment, over the parent's.
    var variables: [String: String] = [:]
    /// Words given to the child after the arguments of each run.
    var trailingArguments: [String] = []

    /// Runs the program with `arguments` and waits, on a thread of its own, until it ends.
    ///
    /// The waiting happens on threads of their own, not on Dispatch's shared pool: two children waited
    /// for at once would take both of the pool's threads on a 2-core machine, and the readers of their
    /// standard error, queued behind them, would never run.
    func run(_ arguments: [String]) async -> Ending {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: runAndWait(arguments))
            }
        }
    }

    private func runAndWait(_ arguments: [String]) -> Ending {
        let output = Pipe()
        let error = Pipe()
        let process: Process
        do {
            process = try QuietProcess.start(
                arguments + trailingArguments, executable: executable,
                environment: ProcessInfo.processInfo.environment.filter { !unsetVariables.contains($0.key) }
                    .merging(variables) { _, set in set },
                standardOutput: output, standardError: error)
        } catch {
            return Ending(
                standardOutput: "", standardError: "could not start \(executable.path): \(error)", end: .exited(-1))
        }
        let errorText = CollectedText()
        let errorRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errorText.data = error.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        QuietProcess.wait(for: process)
        return Ending(
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorText.data, as: UTF8.self), end: ProcessEnd(process))
    }
}

/// Text one thread reads while another waits for it: the semaphore's signal and wait order the write
/// before the read.
final class CollectedText: @unchecked Sendable {
    var data = Data()
}
