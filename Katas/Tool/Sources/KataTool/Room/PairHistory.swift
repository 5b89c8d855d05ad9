import Foundation

/// One pair as the room holds it: its name, and its runs' snapshots, oldest first (none yet for a pair that
/// joined and has not run `kata` since).
struct PairHistory: Sendable {
    let name: PairName
    /// The pair's last snapshot.
    let head: String?
    let runs: [SnapshotChain.Snapshot]

    var last: SnapshotChain.Snapshot? { runs.last }

    /// Every pair of the room's copy, by name. `known` are the histories read before: a pair whose last
    /// snapshot is the same is not read again, and one with new runs is read back to its known top only.
    /// All the new runs come from one `git log`; a pair's walk stops at the history limit, so a room
    /// without a guard cannot make the watch read without end.
    static func read(_ git: RoomGit, known: [PairName: PairHistory] = [:]) -> [PairName: PairHistory] {
        let listing = git.run(["for-each-ref", "--format=%(refname) %(objectname)", RoomRefs.pairs, RoomRefs.claims])
        var heads: [PairName: String] = [:]
        var names: Set<PairName> = []
        for line in listing.text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            let ref = String(parts[0])
            if ref.hasPrefix(RoomRefs.pairs), let name = PairName.read(String(ref.dropFirst(RoomRefs.pairs.count))) {
                heads[name] = String(parts[1])
                names.insert(name)
            } else if ref.hasPrefix(RoomRefs.claims),
                let name = PairName.read(String(ref.dropFirst(RoomRefs.claims.count)))
            {
                names.insert(name)
            }
        }
        let changed = heads.filter { known[$0.key]?.head != $0.value }
        let limit = SnapshotChain.historyLimit + SnapshotChain.historySlack
        var commits: [String: SnapshotChain.Snapshot] = [:]
        if !changed.isEmpty {
            let stops = changed.keys.compactMap { known[$0]?.head }.map { "^\($0)" }
            let log = git.run(
                ["log", "--first-parent", SnapshotChain.logFormat, "-n\(changed.count * limit)"]
                    + changed.values.sorted() + stops)
            for snapshot in SnapshotChain.parse(log.data) { commits[snapshot.id] = snapshot }
        }
        var histories: [PairName: PairHistory] = [:]
        for name in names {
            guard let head = heads[name] else {
                histories[name] = PairHistory(name: name, head: nil, runs: [])
                continue
            }
            if let earlier = known[name], earlier.head == head {
                histories[name] = earlier
                continue
            }
            var newer: [SnapshotChain.Snapshot] = []
            var next: String? = head
            while let id = next, let snapshot = commits[id], newer.count < limit {
                newer.append(snapshot)
                next = snapshot.previous
            }
            let base = known[name].flatMap { earlier in next == earlier.head ? earlier.runs : nil } ?? []
            histories[name] = PairHistory(
                name: name, head: head, runs: Array((base + newer.reversed()).suffix(limit)))
        }
        return histories
    }
}
