import Foundation

/// `kata room`: the room, where the facilitator sees every pair's red and green, and their code. Each
/// subcommand has a file of its own; this one declares their command line and sends each to its file.
enum RoomCommand {
    static let name = CommandOption.option(
        "--name", value: "PAIR", "join: your pair's name, \(PairName.rule) (e.g. anna-and-ben)")
    static let output = CommandOption.option(
        "--output", value: "DIR", "watch, compare: the folder of the dashboard (default .build/kata-room)")
    static let redAfter = CommandOption.option(
        "--red-after", value: "MINUTES",
        "watch: mark a pair red for this long or longer (default \(RoomWatchCommand.defaultRedAfter))")
    static let every = CommandOption.option(
        "--every", value: "SECONDS", "watch: the time between two refreshes (default \(RoomWatchCommand.defaultEvery))")
    static let once = CommandOption.flag("--once", "watch: refresh once and end")
    static let room = CommandOption.option(
        "--room", value: "REMOTE", "compare: the room (default: the one this clone last watched)")
    static let kata = CommandOption.option(
        "--kata", value: "KATA", "compare: the kata (default: the first pair's last kata)")
    static let keep = CommandOption.option(
        "--keep", value: "N", "prune: keep each pair's last N runs (default \(RoomPruneCommand.defaultKeep))")
    static let pair = CommandOption.option(
        "--pair", value: "PAIR", "prune: remove this pair and free its name, instead")

    static let syntax = CommandSyntax(
        usage: [
            "swift run kata room create <remote>",
            "swift run kata room join <remote> --name <pair>",
            "swift run kata room leave",
            "swift run kata room watch <remote> [--output DIR] [--red-after MINUTES] [--every SECONDS] [--once]",
            "swift run kata room compare <pair> <pair> [--room REMOTE] [--kata KATA] [--output DIR]",
            "swift run kata room prune <remote> [--keep N | --pair PAIR]",
            "swift run kata room hook",
        ],
        description: """
            A room lets the facilitator see every pair's red and green, and their code, in a git
            repository the whole room reaches (a folder, a bare repository over ssh, a hosted one).
            create makes it (in a folder: a bare repository, guarded by a hook). Each pair joins once;
            from then on each swift run kata and swift run kata check also sends the room a snapshot:
            the kata, the verdicts, the pair's own net, and the code as a commit of its own, made aside
            from the pair's branches, index and files, sent in the background after the verdict. watch
            shows a table in the terminal and writes a dashboard: each pair's runs as traffic lights,
            and its changes since the kata's start side by side. compare puts two pairs' code side by
            side. prune, for the room's owner, shortens every history or frees a name. hook prints the
            guard, to install it by hand in a bare repository on another machine.
            """,
        arguments: [
            ("<remote>", "the room: a folder, ssh://host/path, host:path or https://..."),
            ("<pair>", "a pair's name in the room"),
        ],
        options: [name, output, redAfter, every, once, room, kata, keep, pair],
        epilogue: """
            Only refs/kata-room/... are ever pushed to or fetched from a room, and the watch runs no
            code of the pairs: it reads git objects and writes pages. The facilitator's guide,
            Katas/README.md, says how to run the room on the day ("Run the room").

            Exit codes: 0 done, 1 it could not be done (the reason is printed), 2 usage.
            """)

    static let subcommands = Suggestions(names: ["create", "join", "leave", "watch", "compare", "prune", "hook"])

    /// `now` is the clock the watch and the pages read (tests give their own), `timeZone` the zone of the
    /// times they show.
    static func run(
        _ words: [String], terminal: Terminal, root: URL = PackageFolder.root,
        now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current
    ) async throws(UsageError) -> ExitCode {
        // An option no room command takes is refused as every command refuses one, before the subcommand.
        _ = try Self.syntax.parse(words)
        guard let word = words.first else {
            throw UsageError(message: "room takes a command: create, join, leave, watch, compare, prune or hook.")
        }
        guard let subcommand = subcommands.match(word) else {
            throw UsageError(
                message:
                    "room has no command \(Arguments.echo(word)): create, join, leave, watch, compare, prune or hook.",
                suggestion: subcommands.suggestion(for: word))
        }
        let rest = Array(words.dropFirst())
        switch subcommand {
        case "create":
            return try RoomCreateCommand.run(
                parse(rest, [], positionals: 1), terminal: terminal, root: root, now: now())
        case "join": return try RoomJoinCommand.run(parse(rest, [name], positionals: 1), terminal: terminal, root: root)
        case "leave": return try RoomLeaveCommand.run(parse(rest, [], positionals: 0), terminal: terminal, root: root)
        case "watch":
            return try await RoomWatchCommand.run(
                parse(rest, [output, redAfter, every, once], positionals: 1), terminal: terminal, root: root, now: now,
                timeZone: timeZone)
        case "compare":
            return try RoomCompareCommand.run(
                parse(rest, [room, kata, output], positionals: 2), terminal: terminal, root: root, now: now(),
                timeZone: timeZone)
        case "prune":
            return try RoomPruneCommand.run(parse(rest, [keep, pair], positionals: 1), terminal: terminal, root: root)
        default:
            _ = try parse(rest, [], positionals: 0)
            terminal.print(String(RoomHook.script.dropLast()))
            return .success
        }
    }

    /// `words` parsed with `options` and at most `positionals` positional words.
    private static func parse(_ words: [String], _ options: [CommandOption], positionals: Int) throws(UsageError)
        -> Arguments
    {
        try CommandSyntax(usage: [], options: options).parse(words, positionalsAtMost: positionals)
    }

    /// The room's address, the first positional word, or a usage error showing `example`.
    static func remote(_ arguments: Arguments, example: String) throws(UsageError) -> String {
        guard let remote = arguments.positionals.first, !remote.isEmpty else {
            throw UsageError(message: "name the room's address, e.g. swift run kata room \(example)")
        }
        return remote
    }
}
