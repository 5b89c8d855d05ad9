import Foundation

/// The facilitator's copy of a room: a bare repository of its own (in the clone's `.git/kata-room/copies/`),
/// into which each refresh fetches the room's refs and nothing else. The watch and `compare` read only
/// this copy's git objects: nothing of a pair's is ever built, run, or checked out.
struct RoomCopy {
    let remote: String
    let git: RoomGit

    /// The copy of `remote` kept in the clone at `root`, made when it does not exist yet.
    static func of(_ remote: String, root: URL) -> Result<RoomCopy, RoomFailure> {
        guard let common = RoomGit(folder: root).commonFolder() else {
            return .failure(RoomFailure("\(root.path) is not a git clone: the room's copy is kept in one."))
        }
        let key = remote.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        let folder = common.appendingPathComponent("kata-room/copies/\(String(key, radix: 16)).git", isDirectory: true)
        let git = RoomGit(folder: folder)
        if git.resolve("HEAD") == nil, git.run(["rev-parse", "--is-bare-repository"]).line != "true" {
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
                git.run(["init", "-q", "--bare"]).succeeded
            else { return .failure(RoomFailure("git could not make the room's copy in \(folder.path).")) }
        }
        return .success(RoomCopy(remote: remote, git: git))
    }

    /// Fetches the room's refs (a ref the room no longer has goes from the copy too); the reason when the
    /// room was not reached.
    func refresh() -> String? {
        let fetched = RoomNetwork.fetch(
            ["+\(RoomRefs.namespace)*:\(RoomRefs.namespace)*"], from: remote, in: git, prune: true)
        return fetched.succeeded ? nil : RoomNetwork.reason(fetched.error)
    }

    /// Whether the copy holds a room's mark: the remote is a room.
    var isRoom: Bool { git.resolve(RoomRefs.mark) != nil }
}
