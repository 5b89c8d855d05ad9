import Foundation

/// The publisher's work in a clone that joined a room (`kata room-publish` runs it, outliving the `kata`
/// that started it): each waiting run becomes a snapshot on the clone's chain, then the chain goes to the
/// room in one push. One publisher works at a time (`PublisherLock`); one that finds another at work leaves
/// its run to it, and the one at work looks for waiting runs again before it ends. A push that fails
/// leaves the snapshots on the chain: the next publisher sends them with its own, so nothing is lost and
/// nothing waits for more than one push that reaches the room.
struct RoomPublication {
    let root: URL

    /// Publishes what waits; returns what the last push found, or nil when there was nothing to do (no
    /// room joined, another publisher at work, nothing new).
    @discardableResult
    func run() -> PublishState? {
        let git = RoomGit(folder: root)
        guard let membership = RoomMembership.read(root: root), let common = git.commonFolder() else { return nil }
        let folder = common.appendingPathComponent("kata-room", isDirectory: true)
        let runs = PendingRuns(roomFolder: folder)
        var found: PublishState?
        for _ in 0..<3 {
            guard let lock = PublisherLock(roomFolder: folder) else { break }
            let chain = SnapshotChain(root: root, name: membership.name)
            for (file, record) in runs.all() {
                guard chain.append(record) else { break }
                StopPoint.pass()
                runs.remove(file)
            }
            chain.keepWithinLimit()
            if let outcome = send(chain, membership: membership, git: git) {
                let state = PublishState(outcome: outcome.kind, reason: outcome.reason)
                state.write(to: folder)
                found = state
            }
            withExtendedLifetime(lock) {}
            if runs.isEmpty { break }
        }
        return found
    }

    /// Pushes the chain when the room lacks some of it; after a prune, once more on top of the room's.
    private func send(_ chain: SnapshotChain, membership: RoomMembership, git: RoomGit) -> RoomPush.Outcome? {
        guard let keyHash = membership.key.hash(with: git),
            let claim = RoomClaim.make(for: membership.name, keyHash: keyHash, in: git)
        else { return nil }
        for attempt in 0..<2 {
            guard let head = chain.head() else { return nil }
            let published = git.resolve(RoomRefs.published)
            if head == published { return attempt == 0 ? nil : .sent }
            let outcome = RoomPush.push(head, claim: claim, lease: published, membership: membership, git: git)
            StopPoint.pass()
            switch outcome {
            case .sent:
                _ = git.update(RoomRefs.published, to: head, from: published)
                return .sent
            case .stale where attempt == 0:
                guard RoomPush.fetchPublished(membership: membership, git: git) else {
                    return .unreachable("the room's copy of your runs could not be read")
                }
                // The room may hold runs this clone does not know it sent (a publisher stopped between its
                // push and its note of it): those go on top of the room's once, never twice.
                let base = git.resolve(RoomRefs.published)
                let inRoom = Set(base.map { chain.snapshots(from: $0).map(\.record.id) } ?? [])
                let unsent = chain.snapshots(from: head, excluding: published).filter { !inRoom.contains($0.record.id) }
                guard let top = chain.replay(unsent, onto: base) ?? base,
                    git.update(RoomRefs.snapshots, to: top, from: head)
                else { return nil }
            case .stale:
                return .unreachable("the room's copy of your runs changed as this clone sent its own")
            default:
                return outcome
            }
        }
        return nil
    }
}

extension RoomPush.Outcome {
    fileprivate var kind: PublishState.Outcome {
        switch self {
        case .sent, .stale: .sent
        case .unreachable: .unreachable
        case .refused: .refused
        }
    }

    fileprivate var reason: String {
        switch self {
        case .sent, .stale: ""
        case .unreachable(let reason), .refused(let reason): reason
        }
    }
}
