import Foundation

/// A pair's claim of its name: a commit of the empty tree whose message holds the hash of the key of the
/// clone that joined with that name. The same name and key give the same commit in every clone, so pushing
/// it again changes nothing, and pushing it after the owner cleared the room claims the name again.
enum RoomClaim {
    /// The date every claim carries, so that a claim's id depends on its name and key alone.
    static let date = Date(timeIntervalSince1970: 946_684_800)

    static func make(for name: PairName, keyHash: String, in git: RoomGit) -> String? {
        guard let tree = git.emptyTree() else { return nil }
        return git.commit(
            tree: tree, parents: [], message: "Claim of \(name)\n\nKey: \(keyHash)\n", author: "kata-room",
            date: date)
    }

    /// The key hash the claim `commit` holds, or nil when it holds none.
    static func keyHash(of commit: String, in git: RoomGit) -> String? {
        let answer = git.run(["cat-file", "commit", commit])
        guard answer.succeeded else { return nil }
        return answer.text.split(separator: "\n").first { $0.hasPrefix("Key: ") }.map { String($0.dropFirst(5)) }
    }
}
