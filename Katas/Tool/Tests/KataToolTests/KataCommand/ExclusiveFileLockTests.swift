import Foundation
import Specs
import Synchronization
import Testing

@testable import KataTool

@Suite("Exclusive file lock")
struct ExclusiveFileLockTests {
    @Test("a lock let go leaves no lock file behind")
    func deinit_removesTheLockFile() throws {
        let folder = try TemporaryFolder(prefix: "lock")
        defer { folder.remove() }
        let guarded = folder.file("guarded.txt")

        do {
            let lock = try ExclusiveFileLock(guarding: guarded)
            #expect(FileManager.default.fileExists(atPath: ExclusiveFileLock.lockFile(guarding: guarded).path))
            withExtendedLifetime(lock) {}
        }

        #expect(!FileManager.default.fileExists(atPath: ExclusiveFileLock.lockFile(guarding: guarded).path))
    }

    @Test("threads taking the same lock hold it one at a time, and leave no lock file")
    func init_letsOneHolderInAtATimeOnManyThreads() async throws {
        let folder = try TemporaryFolder(prefix: "lock")
        defer { folder.remove() }
        let guarded = folder.file("guarded.txt")
        let holders = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)

        DispatchQueue.concurrentPerform(iterations: 40) { _ in
            guard let lock = try? ExclusiveFileLock(guarding: guarded) else { return }
            if holders.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
                overlaps.add(1, ordering: .sequentiallyConsistent)
            }
            holders.subtract(1, ordering: .sequentiallyConsistent)
            withExtendedLifetime(lock) {}
        }

        #expect(overlaps.load(ordering: .sequentiallyConsistent) == 0)
        #expect(!FileManager.default.fileExists(atPath: ExclusiveFileLock.lockFile(guarding: guarded).path))
    }
}
