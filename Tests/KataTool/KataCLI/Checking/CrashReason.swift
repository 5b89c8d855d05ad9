/// Says, for people, how a child process ended abnormally: the runtime's message and the signal.
struct CrashReason {
    let ending: ChildProcess.Ending

    var text: String {
        let message = ending.standardError.split(separator: "\n")
            .first { $0.contains("Fatal error") }
            .map { line in line.range(of: "Fatal error").map { String(line[$0.lowerBound...]) } ?? String(line) }
        return message.map { "\($0) (\(ending.end.description))" } ?? "the process ended with \(ending.end.description)"
    }
}
