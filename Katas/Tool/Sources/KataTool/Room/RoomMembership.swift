import Foundation

/// The room a clone publishes to, and the name it publishes under: kept in the clone's own git config
/// (`git config --local`, in `.git/config`), never in a tracked file, so no commit, branch or pull request
/// carries it. The key stays when the pair leaves, so it can join again under the same name.
struct RoomMembership: Equatable, Sendable {
    let remote: String
    let name: PairName
    let key: RoomKey
    /// Whether the room's hook guards the names: then each push proves the key.
    let isGuarded: Bool

    private static let section = "kata.room."

    /// The membership of the clone at `root`, or nil when it joined no room (or its config was edited into
    /// something that is not one).
    static func read(root: URL) -> RoomMembership? {
        let values = settings(RoomGit(folder: root))
        guard let remote = values["remote"], !remote.isEmpty, let name = values["name"].flatMap(PairName.read),
            let key = values["key"].flatMap(RoomKey.read)
        else { return nil }
        return RoomMembership(remote: remote, name: name, key: key, isGuarded: values["guarded"] == "true")
    }

    /// The key this clone already holds (it joined before), if any.
    static func key(root: URL) -> RoomKey? {
        settings(RoomGit(folder: root))["key"].flatMap(RoomKey.read)
    }

    /// Writes the membership into the clone's config; false when git could not.
    func write(root: URL) -> Bool {
        let git = RoomGit(folder: root)
        let values = [("remote", remote), ("name", name.description), ("key", key.text), ("guarded", "\(isGuarded)")]
        return values.allSatisfy { key, value in
            git.run(["config", "--local", Self.section + key, value]).succeeded
        }
    }

    /// Forgets the room and the name, keeping the key.
    static func remove(root: URL) {
        let git = RoomGit(folder: root)
        for key in ["remote", "name", "guarded"] {
            git.run(["config", "--local", "--unset-all", section + key])
        }
    }

    private static func settings(_ git: RoomGit) -> [String: String] {
        let answer = git.run(["config", "--local", "--get-regexp", "^kata\\.room\\."])
        var values: [String: String] = [:]
        for line in answer.text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            values[String(parts[0].dropFirst(section.count))] = String(parts[1])
        }
        return values
    }
}
