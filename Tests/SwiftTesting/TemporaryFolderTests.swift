import Foundation
import KataHarness
import Testing

@Suite("Temporary folders: an interrupted run's folders are cleared by the next")
struct TemporaryFolderTests {
    @Test("a folder of an ended process is removed; a running process's folder and other files are kept")
    func clearStaleFolders_removesOnlyFoldersOfEndedProcesses() throws {
        let parent = try TemporaryFolder(prefix: "stale-check")
        defer { parent.remove() }
        let alive = "expenses-spec-pid\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let ended = "expenses-spec-pid\(Int32.max)-\(UUID().uuidString)"
        let benchEnded = "kata-bench-pid\(Int32.max)-\(UUID().uuidString)"
        let someoneElses = "expenses-spec-pid\(Int32.max)-not-a-uuid"
        for name in [alive, ended, benchEnded, someoneElses] {
            try FileManager.default.createDirectory(at: parent.file(name), withIntermediateDirectories: true)
        }

        TemporaryFolder.clearStaleFolders(in: parent.url)

        #expect(try parent.fileNames() == [alive, someoneElses].sorted())
    }

    @Test("a new folder's name carries its process id")
    func folderName_carriesTheProcessID() throws {
        let folder = try TemporaryFolder(prefix: "named")
        defer { folder.remove() }

        #expect(
            TemporaryFolder.ownerProcess(ofFolderNamed: folder.url.lastPathComponent)
                == ProcessInfo.processInfo.processIdentifier)
    }
}
