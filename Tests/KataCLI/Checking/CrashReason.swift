/// Says, for people, how a child process ended abnormally: the runtime's message and the signal.
struct CrashReason {
    let ending: ChildProcess.Ending

    var text: String {
        let message = ending.standardError.split(separator: "\n")
            .first { $0.contains("Fatal error") }
            .map { line in line.range(of: "Fatal error").map { String(line[$0.lowerBound...]) } ?? String(line) }
        let how =
            ending.signalled
            ? "signal \(ending.status)\(Self.signalNames[ending.status].map { ", \($0)" } ?? "")"
            : "exit code \(ending.status)"
        return message.map { "\($0) (\(how))" } ?? "the process ended with \(how)"
    }

    /// The signals a crash usually ends with; their numbers are the same on Linux and macOS.
    private static let signalNames: [Int32: String] = [
        4: "SIGILL, a runtime trap", 5: "SIGTRAP, a runtime trap", 6: "SIGABRT", 8: "SIGFPE",
        9: "SIGKILL", 11: "SIGSEGV", 15: "SIGTERM",
    ]
}
