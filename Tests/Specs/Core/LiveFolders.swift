import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scratch folders this process made and has not removed yet (`TemporaryFolder`). A process
/// stopped by Ctrl-C, SIGTERM or SIGHUP has them removed and ends as the signal would have ended it
/// (exit status 130, 143, 129 to its shell); one killed outright (SIGKILL) cannot, and the next
/// process removes them (`TemporaryFolder.clearStaleFolders`).
enum LiveFolders {
    private static let paths = Mutex<Set<String>>([])
    private static let watcher = Mutex<(any DispatchSourceRead)?>(nil)
    private static let ignored = Mutex<Set<Int32>>([])

    /// The stop signals this process ignored when it made its first folder: they stay ignored.
    static var ignoredSignals: Set<Int32> { ignored.withLock { $0 } }

    static func add(_ folder: URL) {
        removeOnStop()
        paths.withLock { _ = $0.insert(folder.path) }
    }

    static func remove(_ folder: URL) {
        paths.withLock { _ = $0.remove(folder.path) }
    }

    /// Once a process: on SIGINT, SIGTERM or SIGHUP, has the live folders removed and ends by the
    /// signal. A signal the process ignores (Ctrl-C in a job a script started in the background) stays
    /// ignored.
    ///
    /// The signal handler only writes the signal's number to a pipe (all a handler may safely do); a
    /// dispatch source reads it and does the rest. A handler, unlike an ignored signal, is not passed
    /// on: the programs this process starts (`git`, `kata`) can still be stopped by these signals.
    private static func removeOnStop() {
        watcher.withLock { watcher in
            guard watcher == nil else { return }
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return }
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
            signalPipe = ends[1]
            let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .global())
            source.setEventHandler {
                var number: UInt8 = 0
                guard read(ends[0], &number, 1) == 1 else { return }
                removeInBackground(paths.withLock { Array($0) })
                signal(Int32(number), SIG_DFL)
                kill(getpid(), Int32(number))
            }
            source.resume()
            watcher = source
            for number in [SIGINT, SIGTERM, SIGHUP] {
                let previous = signal(number, writeToSignalPipe)
                if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                    signal(number, SIG_IGN)
                    ignored.withLock { _ = $0.insert(number) }
                }
            }
        }
    }

    /// Removes `folders` in a process of its own, which outlives this one: this process ends by its signal
    /// at once, before a thread of its own can take a vanishing file for a failure and report it (kata
    /// bench said "open Today failed: disk I/O error"). The remover starts removing when this process has
    /// ended, and not before: a thread still writing into a folder while `rm` walks it would leave it behind
    /// ("Directory not empty"). It reads a pipe whose writing end only this process holds; the system
    /// closes that end when the process ends, however it ends, and the read returns.
    private static func removeInBackground(_ folders: [String]) {
        var ends: [Int32] = [0, 0]
        guard !folders.isEmpty, pipe(&ends) == 0 else { return }
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let remover = Process()
        remover.executableURL = URL(fileURLWithPath: "/bin/sh")
        remover.arguments = ["-c", #"cat >/dev/null; exec rm -rf -- "$@""#, "sh"] + folders
        remover.standardInput = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        remover.standardOutput = FileHandle.nullDevice
        remover.standardError = FileHandle.nullDevice
        try? remover.run()
    }
}

/// The pipe's writing end, for the signal handler: a constant initial value, so reading it runs no
/// lazy initialization in the handler; set once, before the handler is installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The signal handler: writes the signal's number to the pipe, and nothing else.
private func writeToSignalPipe(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe, &byte, 1)
    errno = saved
}
