import Foundation

/// Runs a command quietly (nothing on the terminal) in a folder, with colour off.
enum QuietProcess {
    /// Starts `command` and returns at once; `waitUntilExit()` and `ProcessEnd(_:)` give its end.
    static func start(_ command: [String], in folder: URL, standardOutput: Any = FileHandle.nullDevice) throws
        -> Process
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = folder
        process.standardOutput = standardOutput
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        try process.run()
        return process
    }

    /// Runs `command` to its end.
    static func run(_ command: [String], in folder: URL) -> ProcessEnd {
        guard let process = try? start(command, in: folder) else { return .exited(-1) }
        process.waitUntilExit()
        return ProcessEnd(process)
    }

    /// Runs `command` to its end and returns its exit status and what it wrote on standard output
    /// (standard error is dropped); the status is -1 when the command could not start.
    static func output(of command: [String], in folder: URL) -> (status: Int32, output: String) {
        let pipe = Pipe()
        guard let process = try? start(command, in: folder, standardOutput: pipe) else { return (-1, "") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
