import Foundation

/// Writing a file of the attendee's tree all or nothing, so that the next build compiles it: the new
/// text goes to a hidden file beside it, is flushed to the disk, and is renamed over the old one, which
/// `rename(2)` does at once. Killed at any moment, the file is either as before or as after; a hidden
/// leftover of a killed write is removed by the next write of the same file. The one way the tool
/// writes a file of the package.
enum AtomicFile {
    static func write(_ text: String, to file: URL) throws {
        try write(Data(text.utf8), to: file)
    }

    static func write(_ data: Data, to file: URL) throws {
        let folder = file.deletingLastPathComponent()
        let prefix = ".\(file.lastPathComponent).kata-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        let temporary = folder.appendingPathComponent("\(prefix)\(getpid()).tmp")
        // Made with open(2) itself: FileManager.createFile writes a hidden `.dat.nosync…` file first and
        // renames it, which a kill at that moment would leave behind, under a name no run removes.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        StopPoint.pass()
        do {
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
            StopPoint.pass()
            guard rename(temporary.path, file.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            moveDateForward(of: file)
            StopPoint.pass()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}

extension AtomicFile {
    /// Moves the file's date two seconds forward: SwiftPM can miss an edit made within the same second
    /// as the previous build, and a script may build right after the tool writes.
    static func moveDateForward(of file: URL) {
        try? FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(2)], ofItemAtPath: file.path)
    }

    /// Moves forward the dates of the files at `paths` under `root` that exist: what `git apply` or
    /// `git switch` wrote for the tool, dated as `AtomicFile` dates what it writes itself.
    static func moveDatesForward(of paths: [String], in root: URL) {
        for path in paths where FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
            moveDateForward(of: root.appendingPathComponent(path))
        }
    }
}

/// An exclusive lock held by one process at a time (`flock(2)`), on a file in the temporary folder named
/// after what it guards: a second run waits until the first is done, and a killed run's lock is freed
/// by the system. The lock file is removed when the lock is let go, so none is left behind; a waiter
/// that got the lock on a file already removed takes it again on the current one.
final class ExclusiveFileLock {
    private let descriptor: Int32
    private let path: String

    /// Waits for the lock that guards `file`; `willWait` is called first when another holder has it.
    init(guarding file: URL, willWait: () -> Void = {}) throws {
        path = Self.lockFile(guarding: file).path
        var saidWaiting = false
        while true {
            let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if !saidWaiting, flock(descriptor, LOCK_EX | LOCK_NB) != 0, errno == EWOULDBLOCK {
                saidWaiting = true
                willWait()
            }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    close(descriptor)
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
            }
            if Self.isStillAt(path, descriptor) {
                self.descriptor = descriptor
                return
            }
            close(descriptor)
        }
    }

    /// The lock file of `file`: in the temporary folder, named after a hash of the file's path.
    static func lockFile(guarding file: URL) -> URL {
        let key = file.standardizedFileURL.path.utf8.reduce(UInt64(14_695_981_039_346_656_037)) {
            ($0 ^ UInt64($1)) &* 1_099_511_628_211
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("kata-lock-\(key)")
    }

    /// Whether `descriptor` is the file now at `path` (the holder before may have removed it).
    private static func isStillAt(_ path: String, _ descriptor: Int32) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// The lock every command that writes the attendee's tree holds while it writes (`declare`,
    /// `generate-tests`, `solution --apply`, `start`): one at a time per folder, so that none writes
    /// into a tree another is switching or patching. The next one waits, and says so on `terminal`.
    static func writing(_ root: URL, terminal: Terminal) throws -> ExclusiveFileLock {
        try ExclusiveFileLock(guarding: root) {
            terminal.printError("kata: another kata command is changing \(root.path); waiting for it to end.")
        }
    }

    deinit {
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
