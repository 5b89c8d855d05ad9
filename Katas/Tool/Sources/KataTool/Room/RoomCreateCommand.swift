import Foundation

/// `kata room create <remote>`: makes the room. In a folder (a path, or a folder on a share): a bare
/// repository of its own, guarded by the room's hook (`RoomHook`), marked with the owner's key. On a remote
/// it reaches over the network it can only mark the room; the room is guarded when a hook is installed
/// there by hand (`kata room hook`), which it finds out by pushing a name the hook must refuse.
enum RoomCreateCommand {
    static func run(_ arguments: Arguments, terminal: Terminal, root: URL, now: Date = Date()) throws(UsageError)
        -> ExitCode
    {
        let remote = try RoomCommand.remote(arguments, example: "create ~/kata-room.git")
        guard let ownerKey = RoomOwner.key(root: root, making: true),
            let ownerHash = ownerKey.hash(with: RoomGit(folder: root))
        else {
            return terminal.fail(
                "kata: the room's owner key is kept in this clone's git config, and git could not write it: run "
                    + "kata room create in your clone of the kata.")
        }
        let made: Result<Bool, RoomFailure>
        switch RoomLocation(remote) {
        case .folder(let folder): made = RoomFolder(url: folder).setUp(ownerHash: ownerHash, now: now)
        case .network: made = markOverNetwork(remote, ownerKey: ownerKey, ownerHash: ownerHash, root: root, now: now)
        }
        switch made {
        case .failure(let failure):
            return terminal.fail("kata: \(failure.message)")
        case .success(let isGuarded):
            terminal.print(
                TextWrap.prose(isGuarded ? guardedText(remote) : unguardedText(remote), width: terminal.width))
            terminal.print(
                """
                Each pair joins once, in its clone of the kata:
                    swift run kata room join \(remote.shellWord) --name <pair>
                You watch the room with:
                    swift run kata room watch \(remote.shellWord)
                """)
            RoomWatchCommand.remember(remote, root: root)
            return .success
        }
    }

    static func guardedText(_ remote: String) -> String {
        "The room is ready: \(remote). It is guarded: a pair's name is claimed when the pair joins, and no other "
            + "clone can change or delete that pair's snapshots (the room's hook refuses, saying why)."
    }

    static func unguardedText(_ remote: String) -> String {
        "The room is ready: \(remote). It is not guarded: no hook of the room's runs there (kata cannot install "
            + "one over the network, and a hosted repository runs none of yours). Each pair still claims its name "
            + "when it joins, and kata never publishes over another pair's claim, but a plain git push to the "
            + "room can change or delete any pair's snapshots. To guard it, install the hook in the bare "
            + "repository on its machine (swift run kata room hook prints it; the guide says how), then run "
            + "this command again."
    }

    /// Marks a room reached over the network: guarded when its hook refuses a name no pair can have (the
    /// probe, a pair's ref with a capital letter, is removed again from a room that took it).
    static func markOverNetwork(
        _ remote: String, ownerKey: RoomKey, ownerHash: String, root: URL, now: Date
    ) -> Result<Bool, RoomFailure> {
        let git = RoomGit(folder: root)
        let (options, environment) = RoomNetwork.settings(for: git)
        let listing = git.run(options + ["ls-remote", remote], environment: environment)
        guard listing.succeeded else {
            return .failure(RoomFailure("\(remote) was not reached: \(RoomNetwork.reason(listing.error))."))
        }
        let refs = listing.text.split(separator: "\n").compactMap { $0.split(separator: "\t").last.map(String.init) }
        if let other = refs.first(where: { !$0.hasPrefix(RoomRefs.namespace) }) {
            return .failure(RoomFailure("\(remote) holds \(other): a room needs an empty repository of its own."))
        }
        if refs.contains(RoomRefs.mark) {
            return .failure(
                RoomFailure(
                    "\(remote) is a room already. Pairs join it with swift run kata room join \(remote.shellWord) --name <pair>."
                )
            )
        }
        guard let tree = git.emptyTree(),
            let probe = git.commit(
                tree: tree, parents: [], message: "Probe\n", author: "kata-room", date: now)
        else { return .failure(RoomFailure("git could not make the room's mark in this clone.")) }
        let push = { (extra: [String], refspec: String) in
            git.run(
                options + ["push", "--porcelain", "--no-verify", "--no-follow-tags"] + extra + [remote, refspec],
                environment: environment)
        }
        let probeRef = RoomRefs.pairs + "Probe"
        let tried = push(ownerKey.pushOptions(protected: true), "\(probe):\(probeRef)")
        let isGuarded = RoomNetwork.hookReason(tried.error) != nil
        if tried.succeeded { _ = push([], ":\(probeRef)") }
        guard let mark = RoomMark(isGuarded: isGuarded, ownerKeyHash: ownerHash).commit(in: git, date: now) else {
            return .failure(RoomFailure("git could not make the room's mark in this clone."))
        }
        let marked = push(ownerKey.pushOptions(protected: isGuarded), "\(mark):\(RoomRefs.mark)")
        guard marked.succeeded else {
            let reason = RoomNetwork.hookReason(marked.error) ?? RoomNetwork.reason(marked.error)
            return .failure(RoomFailure("\(remote) refused the room's mark: \(reason)"))
        }
        return .success(isGuarded)
    }
}

/// Why a room command could not do what was asked, as the message says it.
struct RoomFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
