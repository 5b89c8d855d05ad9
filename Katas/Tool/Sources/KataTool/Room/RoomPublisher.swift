import Foundation
import Specs

/// What `kata` and `kata check` do after they print their verdict, in a clone that joined a room: say once
/// what the last publisher found (the room not reached, or refusing), write the run (its command, time and
/// verdicts) as a waiting run, and start the publisher (`kata room-publish`), which outlives the command,
/// makes the snapshot and pushes it. The command waits for none of it: it reads the clone's config, writes
/// one small file and starts one process, and its exit code stays its verdict's whatever happens here.
enum RoomPublisher {
    /// The clone whose runs are published: the package's own, unless a test names another (or none).
    @TaskLocal static var root: URL? = PackageFolder.root
    /// Told of each publisher started: a test waits for it to end.
    @TaskLocal static var didStart: @Sendable (Process) -> Void = { _ in }

    /// Publishes the run of `command` (the words after `swift run kata`) that found `results` at `now`; the
    /// publisher it started, or nil when the clone joined no room (or the run could not be written).
    @discardableResult
    static func afterRun(
        _ command: String, results: SpecResults, terminal: Terminal, now: Date = Date(),
        executable: URL? = KataExecutable.find()
    ) -> Process? {
        guard let root, let membership = RoomMembership.read(root: root),
            let common = RoomGit(folder: root).commonFolder()
        else { return nil }
        let folder = common.appendingPathComponent("kata-room", isDirectory: true)
        if let news = PublishState.unsaid(in: folder) {
            terminal.print(TextWrap.prose(news.news(membership), width: terminal.width))
        }
        let record = RunRecord(
            id: PendingRuns.newID(at: now), command: RunRecord.shown(Substring(command), limit: 120), ranAt: now,
            verdicts: RunVerdict.all(of: results))
        guard (try? PendingRuns(roomFolder: folder).add(record)) != nil, let executable else { return nil }
        let publisher = try? QuietProcess.startDetached([PublishCommand.name, root.path], executable: executable)
        if let publisher { didStart(publisher) }
        return publisher
    }
}
