import Foundation

/// `kata room leave`: this clone stops publishing. Its room and name leave the clone's config; its key
/// stays, so the name stays the pair's and it can join again under it. What the room holds stays there.
enum RoomLeaveCommand {
    static func run(_ arguments: Arguments, terminal: Terminal, root: URL) throws(UsageError) -> ExitCode {
        guard let membership = RoomMembership.read(root: root) else {
            terminal.print("This clone is in no room: nothing to leave.")
            return .success
        }
        let dropped = RoomJoinCommand.forgetLocalRuns(root: root)
        RoomMembership.remove(root: root)
        let lost =
            dropped == 0
            ? "" : " \(dropped.counted("run")) that had not reached it yet \(dropped == 1 ? "is" : "are") dropped."
        terminal.print(
            TextWrap.prose(
                "Left the room \(membership.remote): swift run kata and swift run kata check publish nothing now.\(lost) "
                    + "Your snapshots stay in the room, and the name \(membership.name) stays yours: to go on, "
                    + "swift run kata room join \(membership.remote.shellWord) --name \(membership.name)",
                width: terminal.width))
        return .success
    }
}
