import Foundation

/// A room in a folder this machine reaches as files (its own disk, a share): a bare repository of its own,
/// which `kata room create` makes, configures and guards, and which the owner prunes directly.
struct RoomFolder {
    let url: URL
    var git: RoomGit { RoomGit(folder: url) }

    /// The room's settings: push options reach the hook (the key), a pair's own history may be rewritten
    /// (its cut, a prune), every object is checked as it arrives, the repository's own hooks run whatever
    /// the pusher's config says, each push is kept as one pack (a run's few objects, rather than as many
    /// files of a disk block each, until git packs them), and objects a prune left are collected after an
    /// hour.
    static let settings = [
        ("receive.advertisePushOptions", "true"), ("receive.denyNonFastForwards", "false"),
        ("receive.denyDeletes", "false"), ("receive.fsckObjects", "true"), ("core.hooksPath", "hooks"),
        ("receive.unpackLimit", "1"), ("gc.pruneExpire", "1.hour.ago"),
    ]

    /// Makes the room (or sets up again the one this owner made there); whether it is guarded (always).
    func setUp(ownerHash: String, now: Date) -> Result<Bool, RoomFailure> {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
        if exists && !isFolder.boolValue { return .failure(RoomFailure("\(url.path) is a file, not a folder.")) }
        let isEmpty = exists && ((try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty ?? false)
        if !exists || isEmpty {
            guard (try? manager.createDirectory(at: url, withIntermediateDirectories: true)) != nil,
                git.run(["init", "-q", "--bare"]).succeeded
            else { return .failure(RoomFailure("git could not make a repository in \(url.path).")) }
        } else if git.run(["rev-parse", "--is-bare-repository"]).line != "true" {
            return .failure(
                RoomFailure(
                    "\(url.path) holds files, and is no bare repository: a room needs a folder of its own, e.g. "
                        + "swift run kata room create \((url.path + ".room.git").shellWord)"))
        }
        let refs = git.run(["for-each-ref", "--format=%(refname)"]).text.split(separator: "\n")
        if let other = refs.first(where: { !$0.hasPrefix(RoomRefs.namespace) }) {
            return .failure(RoomFailure("\(url.path) holds \(other): a room needs a repository of its own."))
        }
        if let mark = git.resolve(RoomRefs.mark), RoomMark.read(mark, in: git)?.ownerKeyHash != ownerHash {
            return .failure(
                RoomFailure("\(url.path) is a room made from another clone: only its owner can set it up again."))
        }
        for (name, value) in Self.settings where !git.run(["config", name, value]).succeeded {
            return .failure(RoomFailure("git could not configure the room in \(url.path)."))
        }
        let hook = url.appendingPathComponent("hooks/\(RoomHook.name)")
        do {
            try manager.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(RoomHook.script, to: hook)
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        } catch {
            return .failure(
                RoomFailure(
                    "could not install the room's hook in \(hook.path): \(FailureReason.of(error, at: hook.path))."))
        }
        if git.resolve(RoomRefs.mark) == nil {
            guard let mark = RoomMark(isGuarded: true, ownerKeyHash: ownerHash).commit(in: git, date: now),
                git.update(RoomRefs.mark, to: mark, from: nil)
            else { return .failure(RoomFailure("git could not mark the room in \(url.path).")) }
        }
        return .success(true)
    }

    /// The room's size on the disk, in bytes: every file under its folder.
    var size: Int {
        let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey])
        return
            (files?.compactMap { ($0 as? URL).flatMap { try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize } }
            ?? []).reduce(0, +)
    }
}
