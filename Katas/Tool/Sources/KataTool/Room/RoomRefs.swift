/// Where a room keeps what it holds: every ref of a room is under `refs/kata-room/`, and nothing else is
/// ever pushed to it or fetched from it.
///
/// In the room:
/// - `refs/kata-room/room`: the room's mark, made by `kata room create`: whether a hook guards the room,
///   and the hash of its owner's key.
/// - `refs/kata-room/claims/<pair>`: the pair's claim of its name, made when it joins: the hash of the key
///   only that pair's clone holds. A claim never changes.
/// - `refs/kata-room/pairs/<pair>`: the pair's last snapshot; its first parents are its earlier runs.
///
/// In a pair's clone, beside its branches (never one of them):
/// - `refs/kata-room/local/snapshots`: the pair's snapshots, the last one on top, sent or not yet.
/// - `refs/kata-room/local/published`: the snapshot the room holds, as far as this clone knows.
enum RoomRefs {
    static let namespace = "refs/kata-room/"
    static let mark = "refs/kata-room/room"
    static let pairs = "refs/kata-room/pairs/"
    static let claims = "refs/kata-room/claims/"
    static let snapshots = "refs/kata-room/local/snapshots"
    static let published = "refs/kata-room/local/published"

    static func pair(_ name: PairName) -> String { pairs + name.description }
    static func claim(_ name: PairName) -> String { claims + name.description }
}
