import Foundation
import Testing

@testable import Specs

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

    #if os(Linux)
        @Test("once a folder is made, the programs this process starts can be stopped by Ctrl-C and SIGTERM")
        func programsStarted_ignoreNoStopSignalOnFolderMade() throws {
            let folder = try TemporaryFolder(prefix: "signals")
            defer { folder.remove() }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "grep SigIgn /proc/self/status | cut -f2"]
            let pipe = Pipe()
            process.standardOutput = pipe

            try process.run()
            let mask = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()

            let ignored = try #require(UInt64(mask.trimmingCharacters(in: .whitespacesAndNewlines), radix: 16))
            for signal in [SIGHUP, SIGINT, SIGTERM] {
                #expect(
                    (ignored & (1 << UInt64(signal - 1)) != 0) == LiveFolders.ignoredSignals.contains(signal),
                    "signal \(signal): ignored by a program started here only if this process ignored it first")
            }
        }
    #endif

    @Test("a new folder's name carries its process id")
    func folderName_carriesTheProcessID() throws {
        let folder = try TemporaryFolder(prefix: "named")
        defer { folder.remove() }

        #expect(
            TemporaryFolder.ownerProcess(ofFolderNamed: folder.url.lastPathComponent)
                == ProcessInfo.processInfo.processIdentifier)
    }
}
