import Foundation
import Specs

/// `kata room watch <remote>`: the facilitator's view. Each refresh fetches the room's refs into the
/// facilitator's copy (`RoomCopy`), reads every pair's runs from it (only what is new since the refresh
/// before), prints the table (`RoomTable`) and writes the dashboard (`RoomDashboard`): the index, and the
/// page of each pair whose runs changed. It reads git objects and writes pages; it never builds or runs
/// the pairs' code. A room not reached is said, and the last copy shown; the next refresh tries again.
enum RoomWatchCommand {
    private static let watched = "kata.roomWatched"
    /// The seconds between two refreshes, and the minutes red after which a pair is marked, unless told.
    static let defaultEvery = 10
    static let defaultRedAfter = 10

    /// Remembers `remote` as the room this clone watches, for `compare`.
    static func remember(_ remote: String, root: URL) {
        RoomGit(folder: root).run(["config", "--local", watched, remote])
    }

    static func remembered(root: URL) -> String? {
        let line = RoomGit(folder: root).run(["config", "--local", watched]).line
        return line.isEmpty ? nil : line
    }

    /// `now` is the clock (tests give their own), `timeZone` the one the times are shown in, `pause` the wait
    /// between two refreshes.
    static func run(
        _ arguments: Arguments, terminal: Terminal, root: URL, now: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .current,
        pause: (Double, Terminal) -> Void = { RefreshPause.wait(seconds: $0, interactive: $1.inputIsInteractive) }
    ) async throws(UsageError) -> ExitCode {
        let remote = try RoomCommand.remote(arguments, example: "watch ~/kata-room.git")
        let redAfter =
            try arguments.value(RoomCommand.redAfter).map { text throws(UsageError) in
                try CountArgument.parse(text, for: RoomCommand.redAfter, of: "minutes", in: 1...600)
            } ?? defaultRedAfter
        let every =
            try arguments.value(RoomCommand.every).map { text throws(UsageError) in
                try CountArgument.parse(text, for: RoomCommand.every, of: "seconds", in: 2...600)
            } ?? 10
        let output =
            arguments.value(RoomCommand.output).map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? root.appendingPathComponent(".build/kata-room", isDirectory: true)
        let copy: RoomCopy
        switch RoomCopy.of(remote, root: root) {
        case .success(let made): copy = made
        case .failure(let failure): return terminal.fail("kata: \(failure.message)")
        }
        remember(remote, root: root)
        let once = arguments.has(RoomCommand.once)
        var watch = RoomWatch(
            copy: copy, dashboard: RoomDashboard(folder: output), redAfter: TimeInterval(redAfter * 60),
            reloadEvery: once ? nil : every, timeZone: timeZone)
        var first = true
        while true {
            let started = now()
            let unreachable = copy.refresh()
            guard copy.isRoom else {
                return terminal.fail(
                    unreachable.map { "kata: the room \(remote) was not reached: \($0)." }
                        ?? "kata: \(remote) is no room: the facilitator makes one with swift run kata room create \(remote.shellWord)"
                )
            }
            let table: String
            do {
                table = try watch.refresh(now: started, terminal: terminal)
            } catch {
                return terminal.fail(
                    "kata: could not write the dashboard into \(output.path): \(FailureReason.of(error, at: output.path))."
                )
            }
            terminal.print((!once && terminal.usesColor ? "\u{1B}[H\u{1B}[2J" : "") + table)
            if let unreachable {
                terminal.print(
                    terminal.yellow("Not reached at this refresh (\(unreachable)): the table shows the last copy."))
            }
            let seconds = String(format: "%.2f", now().timeIntervalSince(started))
            terminal.print(
                "Refreshed in \(seconds) s (\(watch.newRuns.counted("new run"))). Dashboard: "
                    + watch.dashboard.indexFile.standardizedFileURL.absoluteString)
            if once { return .success }
            // A watch that writes into a file or a pipe shows each refresh as it is made.
            fflush(nil)
            if first {
                terminal.print("Refreshes every \(every) s; Enter refreshes now, Ctrl-C ends.")
                first = false
            }
            pause(Double(every), terminal)
        }
    }
}
