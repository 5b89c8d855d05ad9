import Foundation
import Synchronization

/// The one way `kata` runs another program: quietly (nothing on the terminal), and known until it ends, so
/// an interrupted command can stop every child before it cleans up. `ChildProcess` runs spec workers
/// through it and keeps what they wrote; `ProcessEnd` says how a child ended.
enum QuietProcess {
    /// A process started here, with the group it leaves when it ends: whoever waits for it waits on the
    /// group, told by the process's end. (`waitUntilExit` on any thread but the main one spins: it polls
    /// a run loop that has nothing to run, and took a processor from the builds and checks it waited for.)
    private struct Started {
        let process: Process
        let ended: DispatchGroup
    }
    private static let running = Mutex<[ObjectIdentifier: Started]>([:])
    /// Set once `stopAll` begins: from then on, whoever waits for a process waits for the end of the
    /// command instead, so nothing goes on with the work (or reports its failure) while it is stopped.
    private static let stopping = Atomic<Bool>(false)

    /// Asks every process started here that still runs to stop, as `stop(_:patience:)` does, and returns
    /// once none runs.
    static func stopAll(patience: Double = 5) {
        stopping.store(true, ordering: .sequentiallyConsistent)
        stop(running.withLock { Array($0.values) }, patience: patience)
    }

    /// Stops `processes`: SIGINT, as Ctrl-C would (a `kata check` stops its spec workers first), then
    /// SIGTERM to those still running after `patience` seconds, then SIGKILL after as many again; returns
    /// once all have ended.
    private static func stop(_ processes: [Started], patience: Double) {
        let signals: [(Process) -> Void] = [
            { $0.interrupt() }, { $0.terminate() }, { kill($0.processIdentifier, SIGKILL) },
        ]
        for (step, send) in signals.enumerated() {
            for started in processes where started.process.isRunning { send(started.process) }
            let deadline: DispatchTime = step == signals.count - 1 ? .distantFuture : .now() + patience
            if processes.allSatisfy({ $0.ended.wait(timeout: deadline) == .success }) { return }
        }
    }

    /// Starts `command` and returns at once; `wait(for:)` and `ProcessEnd(_:)` give its end. By default the
    /// command is looked up on the `PATH`, runs in `folder` with colour off, and writes nowhere.
    static func start(
        _ command: [String], in folder: URL? = nil, executable: URL = URL(fileURLWithPath: "/usr/bin/env"),
        environment: [String: String]? = nil, standardOutput: Any = FileHandle.nullDevice,
        standardError: Any = FileHandle.nullDevice, standardInput: Any = FileHandle.nullDevice
    ) throws -> Process {
        let process = Process()
        let ended = DispatchGroup()
        ended.enter()
        process.terminationHandler = { _ in ended.leave() }
        process.executableURL = executable
        process.arguments = command
        if let folder { process.currentDirectoryURL = folder }
        process.standardOutput = standardOutput
        process.standardError = standardError
        process.standardInput = standardInput
        process.environment =
            environment ?? ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        try running.withLock { running in
            try process.run()
            running[ObjectIdentifier(process)] = Started(process: process, ended: ended)
        }
        return process
    }

    /// Waits for `process` to end and forgets it.
    static func wait(for process: Process) {
        running.withLock { $0[ObjectIdentifier(process)] }?.ended.wait()
        // Returns at once once the end is told (and makes sure its status is read).
        process.waitUntilExit()
        _ = running.withLock { $0.removeValue(forKey: ObjectIdentifier(process)) }
        parkIfStopping()
    }

    /// Never returns once the command is being stopped: the interrupt handler ends the process.
    static func parkIfStopping() {
        if stopping.load(ordering: .sequentiallyConsistent) { never.wait() }
    }
    /// Nothing signals it: a thread that waits on it waits for the end of the command.
    private static let never = DispatchSemaphore(value: 0)

    /// Runs `command` to its end (in `environment`, when given). With a `timeLimit`, a command still running
    /// then is stopped as `stop(_:patience:)` stops it, and the end is `.stopped`.
    static func run(
        _ command: [String], in folder: URL, environment: [String: String]? = nil, timeLimit: Duration? = nil,
        patience: Double = 5
    ) -> ProcessEnd {
        guard let process = try? start(command, in: folder, environment: environment),
            let started = running.withLock({ $0[ObjectIdentifier(process)] })
        else { return .exited(-1) }
        guard let timeLimit else {
            wait(for: process)
            return ProcessEnd(process)
        }
        let seconds = timeLimit.inSeconds
        guard started.ended.wait(timeout: .now() + seconds) == .timedOut else {
            wait(for: process)
            return ProcessEnd(process)
        }
        stop([started], patience: patience)
        wait(for: process)
        return .stopped(afterSeconds: Int(seconds.rounded(.up)))
    }

    /// Starts `command` and lets it go: it is not waited for, and `stopAll` leaves it alone, so it outlives
    /// `kata` (the room's publisher, `kata room-publish`, which detaches itself from the terminal).
    /// Nothing on its standard input or output; the environment is this process's, with colour off.
    static func startDetached(_ command: [String], executable: URL, environment: [String: String]? = nil) throws
        -> Process
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = command
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.environment =
            environment ?? ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        try process.run()
        return process
    }

    /// Runs `command` in `folder` to its end, with `input` on its standard input, and returns its exit
    /// status and what it wrote on standard output and on standard error, apart (git says why a push
    /// was refused on standard error). The status is -1 when the command could not start. A command that
    /// ends before it reads all of its input must not end `kata` with it: from the first call with input
    /// on, this process ignores SIGPIPE (a write to a closed pipe fails instead; only the room's commands
    /// give input).
    static func exchange(
        _ command: [String], in folder: URL, input: Data = Data(), environment: [String: String]? = nil
    ) -> (status: Int32, output: Data, error: String) {
        if !input.isEmpty { signal(SIGPIPE, SIG_IGN) }
        let (inputPipe, outputPipe, errorPipe) = (Pipe(), Pipe(), Pipe())
        guard
            let process = try? start(
                command, in: folder, environment: environment, standardOutput: outputPipe, standardError: errorPipe,
                standardInput: inputPipe)
        else { return (-1, Data(), "could not start \(command.first ?? "")") }
        let errorText = CollectedText()
        let done = DispatchGroup()
        done.enter()
        Thread.detachNewThread {
            errorText.data = errorPipe.fileHandleForReading.readDataToEndOfFile()
            done.leave()
        }
        done.enter()
        Thread.detachNewThread {
            try? inputPipe.fileHandleForWriting.write(contentsOf: input)
            try? inputPipe.fileHandleForWriting.close()
            done.leave()
        }
        let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        wait(for: process)
        return (process.terminationStatus, output, String(decoding: errorText.data, as: UTF8.self))
    }

    /// Runs `command` to its end and returns its exit status and what it wrote on standard output (and
    /// standard error, in the order written, when `includingErrors`; else that is dropped); the status is
    /// -1 when the command could not start.
    static func output(
        of command: [String], in folder: URL, includingErrors: Bool = false, environment: [String: String]? = nil
    ) -> (status: Int32, output: String) {
        let pipe = Pipe()
        guard
            let process = try? start(
                command, in: folder, environment: environment, standardOutput: pipe,
                standardError: includingErrors ? pipe : FileHandle.nullDevice)
        else { return (-1, "") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        wait(for: process)
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

extension Duration {
    /// The duration in seconds, with its fraction.
    var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
