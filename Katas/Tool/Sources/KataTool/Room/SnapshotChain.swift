import Foundation

/// A pair's snapshots in its own clone: commits chained on `refs/kata-room/local/snapshots`, each run's on
/// top of the run before, made with git's plumbing alone. A snapshot's tree is the working tree as
/// `git add -A` would commit it, found with a private index (`GitWorkingTree.treeOfWorkingTree`), so the
/// pair's branches, index and files stay as they are. Its first parent is the run before (none for the
/// first); its last parent is the start of its kata: a commit of the tree the kata started from
/// (`KataPosition`), the same in every clone that starts there, so the room holds it once and the
/// facilitator's diff goes from it to the snapshot. Its message is the run's record (`RunRecord`).
struct SnapshotChain {
    let root: URL
    let name: PairName
    var git: RoomGit { RoomGit(folder: root) }

    /// The most runs a chain keeps: a longer one is cut to its last `historyLimit` runs, each time it is
    /// `historySlack` runs longer (a run every 20 s for a whole day is about 1,300).
    static let historyLimit = 2000
    static let historySlack = 200

    /// One snapshot as the chain holds it.
    struct Snapshot: Sendable {
        let id: String
        let tree: String
        /// The run before: its first parent, when it has two.
        let previous: String?
        /// The start of its kata: its last parent.
        let start: String
        let record: RunRecord
    }

    func head() -> String? { git.resolve(RoomRefs.snapshots) }

    /// Puts `record`'s snapshot on top of the chain, unless the chain's last snapshot is that run already (a
    /// publisher killed after it made the snapshot but before it removed the run's file). False when git
    /// could not make it, or the chain moved meanwhile.
    func append(_ record: RunRecord) -> Bool {
        let head = head()
        let last = head.flatMap { snapshots(from: $0, count: 1).last }
        if last?.record.id == record.id { return true }
        let position = KataPosition.read(git)
        var filled = record
        filled.number = (last?.record.number ?? 0) + 1
        filled.kata = position.kata
        filled.branch = position.branch
        filled.net = NetSpecCount.counts(in: root)
        guard let tree = GitWorkingTree(root: root).treeOfWorkingTree(pruningScratchCheckouts: false),
            let start = startCommit(position),
            let snapshot = git.commit(
                tree: tree, parents: (head.map { [$0] } ?? []) + [start], message: filled.message,
                author: name.description, date: record.ranAt)
        else { return false }
        StopPoint.pass()
        return git.update(RoomRefs.snapshots, to: snapshot, from: head)
    }

    /// The commit of the tree the kata started from: the same start gives the same commit in every clone.
    private func startCommit(_ position: KataPosition) -> String? {
        let tree = position.start.flatMap { git.resolve("\($0)^{tree}") } ?? git.emptyTree()
        guard let tree else { return nil }
        let what = position.kata.map { "kata \($0)" } ?? position.branch.map { "branch \($0)" } ?? "no branch"
        return git.commit(
            tree: tree, parents: [], message: "Start of \(what)\n\nFrom: \(position.start ?? "no commit")\n",
            author: "kata-room", date: RoomClaim.date)
    }

    /// The snapshots from `head` back along the first parents, oldest first: the last `count`, or those
    /// `excluding` does not hold (the runs the room does not have yet).
    func snapshots(from head: String, excluding: String? = nil, count: Int? = nil) -> [Snapshot] {
        Self.snapshots(in: git, from: head, excluding: excluding, count: count)
    }

    /// The snapshots of the chain whose top is `head`, in the repository of `git`.
    static func snapshots(in git: RoomGit, from head: String, excluding: String? = nil, count: Int? = nil)
        -> [Snapshot]
    {
        var arguments = ["log", "--first-parent", logFormat]
        if let count { arguments.append("-n\(count)") }
        arguments.append(head)
        if let excluding { arguments.append("^\(excluding)") }
        return parse(git.run(arguments).data).reversed()
    }

    /// The snapshots of `git log` output in the format `logFormat`, in its order; the commits that are no
    /// snapshots (a kata's start) left out.
    /// It splits the output with a loop over its bytes: a day of a room is tens of thousands of snapshots,
    /// read in a debug build (`swift run kata`), where the generic `split` is many times slower.
    static func parse(_ output: Data) -> [Snapshot] {
        [UInt8](output).withUnsafeBufferPointer { bytes in
            var snapshots: [Snapshot] = []
            var fields: [String] = []
            var start = 0
            for index in 0..<bytes.count where bytes[index] == 0x1F || bytes[index] == 0x1E {
                if fields.isEmpty { while start < index && bytes[start] == 0x0A { start += 1 } }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
                guard bytes[index] == 0x1E else { continue }
                if let snapshot = snapshot(fields) { snapshots.append(snapshot) }
                fields.removeAll(keepingCapacity: true)
            }
            return snapshots
        }
    }

    /// The snapshot of one commit's id, tree, parents and message; nil for a commit that is none.
    private static func snapshot(_ fields: [String]) -> Snapshot? {
        guard fields.count == 4 else { return nil }
        let parents = fields[2].split(separator: " ").map(String.init)
        guard let start = parents.last, parents.count <= 2, let record = RunRecord(message: fields[3]) else {
            return nil
        }
        return Snapshot(
            id: fields[0], tree: fields[1], previous: parents.count == 2 ? parents[0] : nil, start: start,
            record: record)
    }

    /// The `git log` format `parse` reads: id, tree, parents and message, apart.
    static let logFormat = "--format=%H%x1f%T%x1f%P%x1f%B%x1e"

    /// The snapshots made again, in order, on top of `base` (nil: as a new chain): same trees, starts,
    /// records and dates. Returns the new top, or nil when git failed.
    func replay(_ snapshots: [Snapshot], onto base: String?) -> String? {
        var top = base
        for snapshot in snapshots {
            guard
                let made = git.commit(
                    tree: snapshot.tree, parents: (top.map { [$0] } ?? []) + [snapshot.start],
                    message: snapshot.record.message, author: name.description, date: snapshot.record.ranAt)
            else { return nil }
            top = made
        }
        return top
    }

    /// Cuts the chain to its last `historyLimit` runs once it is `historySlack` runs longer than that.
    func keepWithinLimit() {
        guard let head = head() else { return }
        let length = Int(git.run(["rev-list", "--first-parent", "--count", head]).line) ?? 0
        guard length > Self.historyLimit + Self.historySlack else { return }
        if let cut = replay(snapshots(from: head, count: Self.historyLimit), onto: nil) {
            _ = git.update(RoomRefs.snapshots, to: cut, from: head)
        }
    }
}
