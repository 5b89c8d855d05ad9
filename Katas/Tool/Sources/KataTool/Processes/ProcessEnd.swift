import Foundation

/// How a child process ended: its exit status, the signal that stopped it, or `kata` stopping it when it
/// ran past its time limit.
enum ProcessEnd: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
    /// Still running after this many seconds: `kata` stopped it (a mutant that makes the app hang).
    case stopped(afterSeconds: Int)

    init(_ process: Process) {
        let status = process.terminationStatus
        self = process.terminationReason == .uncaughtSignal ? .signalled(status) : .exited(status)
    }

    /// "exit status 3" or "signal 4, SIGILL, a runtime trap": how a person reads the end of a crashed check.
    var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signalled(let signal): "signal \(signal)" + (Self.signalNames[signal].map { ", \($0)" } ?? "")
        case .stopped(let seconds): "it did not end within \(seconds) s, so kata stopped it"
        }
    }

    /// The names of the signals a crash or a stop usually ends with. The one table of signal names; the
    /// numbers are the same on Linux and macOS.
    private static let signalNames: [Int32: String] = [
        SIGILL: "SIGILL, a runtime trap", SIGTRAP: "SIGTRAP, a runtime trap", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
        SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM", SIGINT: "SIGINT",
    ]
}
