import Foundation

/// Runs a command quietly (no output) in a folder, with colour off.
enum QuietProcess {
    /// Starts `command` and returns at once; `waitUntilExit()` and `ProcessEnd(_:)` give its end.
    static func start(_ command: [String], in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
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
}
