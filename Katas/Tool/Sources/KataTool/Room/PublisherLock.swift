import Foundation

/// The one publisher that works in a clone at a time: an exclusive `flock(2)` on
/// `.git/kata-room/publish.lock`, taken without waiting. A publisher that finds it taken leaves its run to
/// the one at work, which looks for waiting runs again once it lets go; a killed publisher's lock is freed
/// by the system.
final class PublisherLock {
    private let descriptor: Int32

    /// The lock, or nil when another publisher holds it (or the file cannot be opened).
    init?(roomFolder: URL) {
        try? FileManager.default.createDirectory(at: roomFolder, withIntermediateDirectories: true)
        let descriptor = open(roomFolder.appendingPathComponent("publish.lock").path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
