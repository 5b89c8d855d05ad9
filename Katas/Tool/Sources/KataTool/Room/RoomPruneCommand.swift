import Foundation

/// `kata room prune <remote>`, for the room's owner (the clone that made it): keeps each pair's last runs
/// and lets the rest go (`--keep N`, 100 by default), or removes one pair and frees its name (`--pair`).
/// The pairs' clones follow: a publisher whose room ref changed takes the room's history and puts its
/// runs on top. In a folder, the room's git then collects what nothing refers to.
enum RoomPruneCommand {
    static let defaultKeep = 100

    static func run(_ arguments: Arguments, terminal: Terminal, root: URL) throws(UsageError) -> ExitCode {
        let remote = try RoomCommand.remote(arguments, example: "prune ~/kata-room.git --keep 100")
        let keep = try arguments.value(RoomCommand.keep).map { text throws(UsageError) in
            try CountArgument.parse(text, for: RoomCommand.keep, of: "runs", in: 1...SnapshotChain.historyLimit)
        }
        let pair = try arguments.value(RoomCommand.pair).map { word throws(UsageError) in try PairName(word) }
        if keep != nil && pair != nil { throw UsageError(message: "prune takes --keep or --pair, not both.") }
        guard let ownerKey = RoomOwner.key(root: root, making: false),
            let ownerHash = ownerKey.hash(with: RoomGit(folder: root))
        else {
            return terminal.fail("kata: only the room's owner prunes it: run this in the clone that made the room.")
        }
        let copy: RoomCopy
        switch RoomCopy.of(remote, root: root) {
        case .success(let made): copy = made
        case .failure(let failure): return terminal.fail("kata: \(failure.message)")
        }
        if let unreachable = copy.refresh() {
            return terminal.fail("kata: the room \(remote) was not reached: \(unreachable).")
        }
        guard let markID = copy.git.resolve(RoomRefs.mark), let mark = RoomMark.read(markID, in: copy.git),
            mark.ownerKeyHash == ownerHash
        else { return terminal.fail("kata: \(remote) is not a room this clone made: only its owner prunes it.") }
        let histories = PairHistory.read(copy.git)
        var refspecs: [String] = []
        var leases: [String] = []
        var said: String
        if let pair {
            guard histories[pair] != nil else {
                return terminal.fail("kata: the room has no pair named \(pair).")
            }
            refspecs = [":\(RoomRefs.pair(pair))", ":\(RoomRefs.claim(pair))"]
            said = "Removed \(pair) from the room: its runs and its claim. The name is free."
        } else {
            let limit = keep ?? defaultKeep
            var cut = 0
            for history in histories.values.sorted(by: { $0.name < $1.name }) where history.runs.count > limit {
                guard let head = history.head,
                    let top = SnapshotChain(root: copy.git.folder, name: history.name).replay(
                        Array(history.runs.suffix(limit)), onto: nil)
                else { continue }
                refspecs.append("+\(top):\(RoomRefs.pair(history.name))")
                leases.append("--force-with-lease=\(RoomRefs.pair(history.name)):\(head)")
                cut += history.runs.count - limit
            }
            said = "Kept each pair's last \(limit.counted("run")): \(cut.counted("run")) let go."
        }
        if !refspecs.isEmpty {
            let pushed = RoomNetwork.push(
                refspecs, to: remote, extra: ["--atomic"] + leases + ownerKey.pushOptions(protected: mark.isGuarded),
                in: copy.git)
            guard pushed.succeeded else {
                let reason = RoomNetwork.hookReason(pushed.error) ?? RoomNetwork.reason(pushed.error)
                return terminal.fail("kata: the room refused the prune, and nothing changed: \(reason)")
            }
        }
        if case .folder(let url) = RoomLocation(remote) {
            let folder = RoomFolder(url: url)
            let before = folder.size
            folder.git.run(["gc", "--quiet", "--prune=10.minutes.ago"])
            said += " The room's folder went from \(megabytes(before)) to \(megabytes(folder.size))."
        } else {
            said += " The room's host collects what nothing refers to any more when its git runs gc."
        }
        terminal.print(TextWrap.prose(said, width: terminal.width))
        return .success
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
