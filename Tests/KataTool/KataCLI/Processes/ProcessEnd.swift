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

    /// "exit status 3" or "signal 4, SIGILL, a runtime trap": how a person reads the end of a crashed check.
    var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signalled(let signal): "signal \(Self.signalText(signal))"
        }
    }

    /// "4, SIGILL, a runtime trap": the signal's number and, for those a crash or a stop usually
    /// ends with, its name. The one table of signal names; the numbers are the same on Linux and macOS.
    static func signalText(_ signal: Int32) -> String {
        signalNames[signal].map { "\(signal), \($0)" } ?? "\(signal)"
    }

    private static let signalNames: [Int32: String] = [
        SIGILL: "SIGILL, a runtime trap", SIGTRAP: "SIGTRAP, a runtime trap", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
        SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM", SIGINT: "SIGINT",
    ]
}
