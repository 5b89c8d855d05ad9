import Foundation

/// The runs of a clone that are not snapshots yet: one file each in `.git/kata-room/runs/`, written whole
/// by the run (`AtomicFile`) before it starts the publisher, and removed by the publisher once the run's
/// snapshot is on the clone's chain. Killed at any moment, the publisher leaves each run either waiting
/// here or on the chain: never lost, and never twice (the chain knows each run's id).
struct PendingRuns {
    let folder: URL

    /// The waiting runs of the clone whose room files are in `roomFolder` (`.git/kata-room`).
    init(roomFolder: URL) {
        folder = roomFolder.appendingPathComponent("runs", isDirectory: true)
    }

    /// Adds a run; when more than a history's worth of runs wait (no publisher ran for that long), the oldest
    /// go, as the chain would let them go.
    func add(_ record: RunRecord) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFile.write(record.message, to: folder.appendingPathComponent("\(record.id).run"))
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".run") && !$0.hasPrefix(".") }.sorted()
        for name in names.dropLast(SnapshotChain.historyLimit) { remove(folder.appendingPathComponent(name)) }
    }

    /// The waiting runs, oldest first (a run's id starts with its time), each with its file. A file that
    /// holds no run (cut short by hand) is removed: nothing could ever publish it.
    func all() -> [(file: URL, record: RunRecord)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".run") && !$0.hasPrefix(".") }.sorted().compactMap { name in
            let file = folder.appendingPathComponent(name)
            guard let text = try? String(contentsOf: file, encoding: .utf8), let record = RunRecord(message: text)
            else {
                remove(file)
                return nil
            }
            return (file, record)
        }
    }

    var isEmpty: Bool { all().isEmpty }

    func remove(_ file: URL) {
        try? FileManager.default.removeItem(at: file)
    }

    /// Forgets every waiting run (the pair left the room); returns how many there were.
    func removeAll() -> Int {
        let runs = all()
        for run in runs { remove(run.file) }
        return runs.count
    }

    /// A run id no other run has: its time in milliseconds (so ids sort by time), this process, and chance.
    static func newID(at date: Date) -> String {
        let milliseconds = String(Int64(date.timeIntervalSince1970 * 1000))
        let padded = String(repeating: "0", count: max(0, 13 - milliseconds.count)) + milliseconds
        return "\(padded)-\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16))"
    }
}
