import Foundation

/// The room's mark (`refs/kata-room/room`), made by `kata room create`: it tells `join` that a remote is a
/// room, whether the room's hook guards the pairs' names there (then pushes carry the key), and the hash of
/// the owner's key, which the hook lets change anything in the room (`kata room prune`).
struct RoomMark: Equatable, Sendable {
    let isGuarded: Bool
    let ownerKeyHash: String

    var message: String {
        "Kata room\n\nGuard: \(isGuarded ? "hook" : "none")\nOwner: \(ownerKeyHash)\n"
    }

    init(isGuarded: Bool, ownerKeyHash: String) {
        self.isGuarded = isGuarded
        self.ownerKeyHash = ownerKeyHash
    }

    /// The mark a commit's message holds, or nil when it is no room's mark.
    init?(message: String) {
        let lines = message.split(separator: "\n").map(String.init)
        guard lines.first == "Kata room", let guardLine = lines.first(where: { $0.hasPrefix("Guard: ") }),
            let owner = lines.first(where: { $0.hasPrefix("Owner: ") })
        else { return nil }
        isGuarded = guardLine == "Guard: hook"
        ownerKeyHash = String(owner.dropFirst("Owner: ".count))
    }

    /// Commits the mark in `git`'s repository, dated `date`.
    func commit(in git: RoomGit, date: Date) -> String? {
        guard let tree = git.emptyTree() else { return nil }
        return git.commit(tree: tree, parents: [], message: message, author: "kata-room", date: date)
    }

    /// The mark of the commit `id` in `git`'s repository.
    static func read(_ id: String, in git: RoomGit) -> RoomMark? {
        let answer = git.run(["cat-file", "commit", id])
        guard answer.succeeded, let headerEnd = answer.text.range(of: "\n\n") else { return nil }
        return RoomMark(message: String(answer.text[headerEnd.upperBound...]))
    }
}
