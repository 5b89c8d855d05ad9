import Foundation

/// `kata room join <remote> --name <pair>`: joins this clone to a room under a pair's name. It checks the
/// name, reaches the room, and claims the name there at once (a name another clone claimed is refused),
/// then keeps the room, the name and the clone's key in the clone's own git config (`RoomMembership`).
/// A clone that joined before under the same name gets its history back from the room.
enum RoomJoinCommand {
    static func run(_ arguments: Arguments, terminal: Terminal, root: URL) throws(UsageError) -> ExitCode {
        let remote = try RoomCommand.remote(arguments, example: "join ~/kata-room.git --name anna-and-ben")
        guard let word = arguments.value(RoomCommand.name) else {
            throw UsageError(
                message: "name your pair, e.g. swift run kata room join \(remote.shellWord) --name anna-and-ben")
        }
        let name = try PairName(word)
        let git = RoomGit(folder: root)
        guard git.run(["rev-parse", "--is-inside-work-tree"]).line == "true" else {
            return terminal.fail(
                "kata: \(root.path) is not a git clone; a pair joins a room from its clone of the kata.")
        }
        let wanted = [RoomRefs.mark, RoomRefs.claim(name), RoomRefs.pair(name)]
        let listing = RoomNetwork.list(wanted, at: remote, in: git)
        guard listing.succeeded else {
            return terminal.fail(
                "kata: the room \(remote) was not reached: \(RoomNetwork.reason(listing.error)). Check its address "
                    + "with the facilitator, and that this machine reaches it: git ls-remote \(remote)")
        }
        let refs = RoomNetwork.refs(in: listing)
        guard let markID = refs[RoomRefs.mark] else {
            return terminal.fail(
                "kata: \(remote) is no room: it has no \(RoomRefs.mark). The facilitator makes one with "
                    + "swift run kata room create \(remote.shellWord)")
        }
        guard RoomNetwork.fetch(wanted.filter { refs[$0] != nil }, from: remote, in: git).succeeded,
            let mark = RoomMark.read(markID, in: git)
        else { return terminal.fail("kata: \(remote) is no room: its \(RoomRefs.mark) is not a room's mark.") }
        let key = RoomMembership.key(root: root) ?? RoomKey.make()
        guard let keyHash = key.hash(with: git), let claim = RoomClaim.make(for: name, keyHash: keyHash, in: git)
        else { return terminal.fail("kata: git could not make the claim of \(name) in this clone.") }
        if let claimed = refs[RoomRefs.claim(name)], RoomClaim.keyHash(of: claimed, in: git) != keyHash {
            return terminal.fail(
                "kata: the name \(name) is taken in this room: another clone joined under it. Choose a name of "
                    + "your own: swift run kata room join \(remote.shellWord) --name <another-name>")
        }
        // A clone that joined before under this name finds its own claim there: the same name and key make
        // the same commit, so there is nothing to push (and nothing a busy or read-only room could refuse).
        let pushed =
            refs[RoomRefs.claim(name)] == claim
            ? nil
            : RoomNetwork.push(
                ["\(claim):\(RoomRefs.claim(name))"], to: remote, extra: key.pushOptions(protected: mark.isGuarded),
                in: git)
        if let pushed, !pushed.succeeded {
            // With --porcelain, git names a refused ref on standard output ("!" lines), not on standard error.
            let refused = pushed.text.split(separator: "\n").filter { $0.hasPrefix("!") }.joined(separator: " ")
            let reason =
                RoomNetwork.hookReason(pushed.error)
                ?? (refused.isEmpty
                    ? RoomNetwork.reason(pushed.error) + " (git push ended with \(pushed.status))"
                    : RunRecord.shown(Substring(refused), limit: 300))
            return terminal.fail("kata: the room refused the claim of \(name): \(reason)")
        }
        let previous = RoomMembership.read(root: root)
        if previous?.remote != remote || previous?.name != name {
            _ = forgetLocalRuns(root: root)
            if let history = refs[RoomRefs.pair(name)] {
                _ = git.update(RoomRefs.snapshots, to: history, from: nil)
                _ = git.update(RoomRefs.published, to: history, from: nil)
            }
        }
        let membership = RoomMembership(remote: remote, name: name, key: key, isGuarded: mark.isGuarded)
        guard membership.write(root: root) else {
            return terminal.fail("kata: git could not write the room into this clone's config (.git/config).")
        }
        let again = refs[RoomRefs.pair(name)] != nil ? " again (your earlier runs are there)" : ""
        // The name this clone had in the same room stays there, claimed, with its runs: the room keeps what
        // a pair sent, and only its owner removes a pair.
        let renamed =
            previous.flatMap { $0.remote == remote && $0.name != name ? $0.name : nil }.map { old in
                " You were in this room as \(old): that name stays on the facilitator's dashboard, with its runs; "
                    + "the facilitator removes it with swift run kata room prune \(remote.shellWord) --pair \(old)."
            } ?? ""
        terminal.print(
            TextWrap.prose(
                "Joined the room \(remote) as \(name)\(again). From now on, each swift run kata and swift run kata "
                    + "check also sends the room a snapshot: the kata you are on, your verdicts, your net, and your "
                    + "code as it is, made aside from your branches, index and files, and sent in the background "
                    + "after the verdict. " + (mark.isGuarded ? "" : "This room is not guarded (see the guide). ")
                    + "To stop: swift run kata room leave\(renamed)", width: terminal.width))
        return .success
    }

    /// Removes the clone's snapshots and its waiting runs: they belong to the room it leaves. Returns how
    /// many runs had not reached the room.
    static func forgetLocalRuns(root: URL) -> Int {
        let git = RoomGit(folder: root)
        var unsent = 0
        if let head = git.resolve(RoomRefs.snapshots) {
            unsent = SnapshotChain.snapshots(in: git, from: head, excluding: git.resolve(RoomRefs.published)).count
        }
        git.run(["update-ref", "-d", RoomRefs.snapshots])
        git.run(["update-ref", "-d", RoomRefs.published])
        guard let common = git.commonFolder() else { return unsent }
        let folder = common.appendingPathComponent("kata-room", isDirectory: true)
        let waiting = PendingRuns(roomFolder: folder).removeAll()
        for file in ["state", "said"] { try? FileManager.default.removeItem(at: folder.appendingPathComponent(file)) }
        return unsent + waiting
    }
}
