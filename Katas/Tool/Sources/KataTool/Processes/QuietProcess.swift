import Foundation
import Synchronization

/// The one way `kata` runs another program: quietly (nothing on the terminal), and known until it ends, so
/// an interrupted command can stop every child before it cleans up. `ChildProcess` runs spec workers
/// through it and keeps what they wrote; `ProcessEnd` says how a child ended.
enum QuietProcess {
    private static let running = Mutex<[ObjectIdentifier: Process]>([:])
    /// Set once `stopAll` begins: from then on, whoever waits for a process waits for the end of the
    /// command instead, so nothing goes on with the work (or reports its failure) while it is stopped.
    private static let stopping = Atomic<Bool>(false)

    /// Asks every process started here that still runs to stop (SIGINT, as Ctrl-C would, then SIGTERM
    /// after `patience` seconds, then SIGKILL after as many again), and returns once none runs.
    static func stopAll(patience: Double = 5) {
        stopping.store(true, ordering: .sequentiallyConsistent)
        let processes = running.withLock { Array($0.values) }
        for process in processes where process.isRunning { process.interrupt() }
        // Each wait on a thread of its own, as `ChildProcess` waits: on Dispatch's shared pool, already taken
        // by the builds' waits, the waits for their ends might never start.
        let ended = DispatchGroup()
        for process in processes {
            ended.enter()
            Thread.detachNewThread {
                process.waitUntilExit()
                ended.leave()
            }
        }
        if ended.wait(timeout: .now() + patience) == .timedOut {
            for process in processes where process.isRunning { process.terminate() }
            if ended.wait(timeout: .now() + patience) == .timedOut {
                for process in processes where process.isRunning { kill(process.processIdentifier, SIGKILL) }
                ended.wait()
            }
        }
    }
    /// Starts `command` and returns at once; `wait(for:)` and `ProcessEnd(_:)` give its end, and `whenEnded`
    /// runs when it ends. By default the command is looked up on the `PATH`, runs in `folder` with colour
    /// off, and writes nowhere.
    static func start(
        _ command: [String], in folder: URL? = nil, executable: URL = URL(fileURLWithPath: "/usr/bin/env"),
        environment: [String: String]? = nil, standardOutput: Any = FileHandle.nullDevice,
        standardError: Any = FileHandle.nullDevice, standardInput: Any = FileHandle.nullDevice,
        whenEnded: (@Sendable () -> Void)? = nil
    ) throws -> Process {
        let process = Process()
        if let whenEnded { process.terminationHandler = { _ in whenEnded() } }
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
            running[ObjectIdentifier(process)] = process
        }
        return process
    }

    /// Waits for `process` to end and forgets it.
    static func wait(for process: Process) {
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
    /// then is stopped as Ctrl-C would stop it (a `kata check` stops its spec workers first), then with
    /// SIGTERM, then SIGKILL, `patience` seconds apart, and the end is `.stopped`.
    static func run(
        _ command: [String], in folder: URL, environment: [String: String]? = nil, timeLimit: Duration? = nil,
        patience: Double = 5
    ) -> ProcessEnd {
        guard let timeLimit else {
            guard let process = try? start(command, in: folder, environment: environment) else { return .exited(-1) }
            wait(for: process)
            return ProcessEnd(process)
        }
        // Told by the process's end, not by a thread polling for it (a waitUntilExit on a thread without a run
        // loop of its own spins: it took a processor from the checks).
        let ended = DispatchSemaphore(value: 0)
        guard let process = try? start(command, in: folder, environment: environment, whenEnded: { ended.signal() })
        else { return .exited(-1) }
        let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
        guard ended.wait(timeout: .now() + seconds) == .timedOut else {
            wait(for: process)
            return ProcessEnd(process)
        }
        process.interrupt()
        if ended.wait(timeout: .now() + patience) == .timedOut {
            process.terminate()
            if ended.wait(timeout: .now() + patience) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
            }
        }
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
