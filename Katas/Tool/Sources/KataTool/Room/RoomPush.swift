import Foundation

/// One push of a pair's snapshots to its room, as one atomic push of two refs: the claim of its name (a
/// push that changes nothing once the room has it) and the top of its chain. It carries the pair's key
/// when a hook guards the room, and a lease: the room's ref must still be what this clone last sent (or
/// not exist yet), else nothing changes and the publisher learns the room was pruned (`stale`). Only
/// the room's refs are named; no tag, no branch, no submodule goes with them, and the clone's own
/// pre-push hook does not run (the push is not the pair's).
enum RoomPush {
    enum Outcome: Equatable, Sendable {
        case sent
        /// The room's ref is not what this clone last sent: the owner pruned it.
        case stale
        case unreachable(String)
        case refused(String)
    }

    static func push(
        _ head: String, claim: String, lease: String?, membership: RoomMembership, git: RoomGit
    ) -> Outcome {
        let pair = RoomRefs.pair(membership.name)
        let answer = RoomNetwork.push(
            ["\(claim):\(RoomRefs.claim(membership.name))", "\(head):\(pair)"], to: membership.remote,
            extra: ["--atomic", "--force-with-lease=\(pair):\(lease ?? "")"]
                + membership.key.pushOptions(protected: membership.isGuarded), in: git)
        if answer.succeeded { return .sent }
        let refused = answer.text.split(separator: "\n").filter { $0.hasPrefix("!") }
        if refused.isEmpty { return .unreachable(RoomNetwork.reason(answer.error)) }
        if refused.contains(where: { $0.contains("[remote rejected]") }) {
            return .refused(RoomNetwork.hookReason(answer.error) ?? "the room's git said no")
        }
        if refused.contains(where: { $0.contains(RoomRefs.claim(membership.name)) && !$0.contains("atomic") }) {
            return .refused(
                "the name \(membership.name) is another pair's: another clone claimed it first. Join under a name of "
                    + "your own: swift run kata room join \(membership.remote.shellWord) --name <another-name>")
        }
        if refused.contains(where: { $0.contains("stale info") }) { return .stale }
        return .refused(RunRecord.shown(Substring(refused.joined(separator: " ")), limit: 300))
    }

    /// The room's ref of the pair, fetched into the clone's `published` ref (removed when the room has
    /// none); false when the room was not reached. Only that ref is fetched.
    static func fetchPublished(membership: RoomMembership, git: RoomGit) -> Bool {
        let pair = RoomRefs.pair(membership.name)
        let listing = RoomNetwork.list([pair], at: membership.remote, in: git)
        guard listing.succeeded else { return false }
        guard RoomNetwork.refs(in: listing)[pair] != nil else {
            git.run(["update-ref", "-d", RoomRefs.published])
            return true
        }
        return RoomNetwork.fetch(["+\(pair):\(RoomRefs.published)"], from: membership.remote, in: git).succeeded
    }
}
