import Foundation

/// How a child process ended: its exit status, or the signal that stopped it.
enum ProcessEnd: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)

    init(_ process: Process) {
        switch process.terminationReason {
        case .uncaughtSignal: self = .signalled(process.terminationStatus)
        default: self = .exited(process.terminationStatus)
        }
    }

    /// "exit status 3" or "signal 4 (SIGILL)": how a person reads the end of a crashed check.
    var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signalled(let signal):
            Self.signalNames[signal].map { "signal \(signal) (\($0))" } ?? "signal \(signal)"
        }
    }

    private static let signalNames: [Int32: String] = [
        SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
        SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM", SIGINT: "SIGINT",
    ]
}
