import Foundation
import Synchronization

/// The moments between two writes of a command that changes the package's files, where the tests that
/// kill commands stop it: with `KATA_STOP_AT=N` in its environment, a `kata` process kills itself
/// (SIGKILL, as `kill -9` or a power cut would end it) when it reaches its N-th such moment. Counting
/// moments, not milliseconds, stops a command at every point of its work, the same on every machine.
enum StopPoint {
    private static let target = ProcessInfo.processInfo.environment["KATA_STOP_AT"].flatMap { Int($0) }
    private static let passed = Mutex(0)

    /// One moment between two writes.
    static func pass() {
        guard let target else { return }
        let reached = passed.withLock { count in
            count += 1
            return count == target
        }
        if reached { kill(getpid(), SIGKILL) }
    }
}
