import Foundation
import Synchronization

/// On Ctrl-C (SIGINT) or SIGTERM, stops every build and check it started, waits for them to end, then
/// removes the mutated copy of the package (or the folder of mutated builds), so that no mutated code
/// and no half-built copy is left behind, and nothing writes into it once it says it is gone.
final class InterruptCleanup {
    private let sources: [DispatchSourceSignal]
    /// How many cleanups watch now: the spec workers' watch steps aside while a mutation run's watches.
    private static let watching = Mutex(0)

    /// Removes the mutated copy and everything built in it.
    convenience init(mirror: PackageMirror, terminal: Terminal) {
        self.init(
            removing: mirror.folder.deletingLastPathComponent(), named: "the mutated copy \(mirror.folder.path)",
            terminal: terminal)
    }

    /// While `kata check` or `kata status` runs its spec workers: on Ctrl-C or SIGTERM, stops them and ends
    /// the command (status 130). Each worker is a process group of its own, which a terminal's Ctrl-C does
    /// not reach, and a worker running code that loops forever would outlive `kata` without this (and a
    /// mutant's check, which `kata mutants` stops that way when it runs too long, would leave it behind).
    /// `nil` while a cleanup that removes a folder watches: it stops the workers too.
    static func stoppingSpecWorkers() -> InterruptCleanup? {
        guard watching.withLock({ $0 }) == 0 else { return nil }
        return InterruptCleanup {
            FileHandle.standardError.write(Data("\nkata: interrupted; stopped the spec runs it started.\n".utf8))
        }
    }

    /// Removes `folder`, which the messages call `name`.
    convenience init(removing folder: URL, named name: String, terminal: Terminal) {
        self.init {
            terminal.printError("\nkata: interrupted; stopping the builds and checks it started ...")
        } then: {
            // The command's own thread may still put back a mutated file in the folder while it is
            // removed (a removal then fails on a folder no longer empty), until it parks at its next
            // process start: remove again until nothing is left.
            for _ in 0..<100 where FileManager.default.fileExists(atPath: folder.path) {
                try? FileManager.default.removeItem(at: folder)
            }
            terminal.printError("kata: stopped them, and removed \(name).")
        }
    }

    /// On SIGINT or SIGTERM: `first`, then every child stopped, then `then`, then the end (status 130).
    private init(_ first: @escaping @Sendable () -> Void, then: @escaping @Sendable () -> Void = {}) {
        Self.watching.withLock { $0 += 1 }
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                first()
                QuietProcess.stopAll()
                then()
                exit(130)
            }
            source.resume()
            return source
        }
    }

    /// Stops watching: Ctrl-C ends the command as usual again.
    func end() {
        QuietProcess.parkIfStopping()
        Self.watching.withLock { $0 -= 1 }
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
