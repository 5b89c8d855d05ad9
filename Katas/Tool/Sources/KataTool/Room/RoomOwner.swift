import Foundation

/// The room's owner: the clone that made it. Its key (one for every room made from this clone) is kept
/// in the clone's own git config, `kata.roomOwnerKey`; the room's mark holds its hash, and the room's hook
/// lets a push that gives it change anything in the room (`kata room prune`).
enum RoomOwner {
    private static let setting = "kata.roomOwnerKey"

    /// The clone's owner key, made and kept the first time it is asked for; nil when git cannot keep it.
    static func key(root: URL, making: Bool) -> RoomKey? {
        let git = RoomGit(folder: root)
        if let kept = RoomKey.read(git.run(["config", "--local", setting]).line) { return kept }
        guard making else { return nil }
        let key = RoomKey.make()
        return git.run(["config", "--local", setting, key.text]).succeeded ? key : nil
    }
}
