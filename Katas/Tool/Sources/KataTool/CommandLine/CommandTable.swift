/// Every command of `kata`, once: dispatching, help and suggestions all read this table, so a new
/// command is one entry here.
enum CommandTable {
    static let entries: [CommandEntry] = [
        CommandEntry(
            name: "status", syntax: StatusCommand.syntax, synopsis: "[status]",
            summary: "every spec on both implementations, where you stand, what to do next"
        ) { words, terminal throws(UsageError) in try await StatusCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "check", syntax: CheckCommand.syntax, synopsis: "check [app]",
            summary: "run the specs; a failure shows what was expected and what was seen"
        ) { words, terminal throws(UsageError) in try await CheckCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "list", syntax: ListCommand.syntax, synopsis: "list",
            summary: "the katas"
        ) { words, terminal throws(UsageError) in try ListCommand.list(words, terminal: terminal) },
        CommandEntry(
            name: "show", syntax: ListCommand.showSyntax, synopsis: "show <kata>",
            summary: "one kata's text"
        ) { words, terminal throws(UsageError) in try ListCommand.show(words, terminal: terminal) },
        CommandEntry(
            name: "declare", syntax: DeclareCommand.syntax, synopsis: "declare [CODE]",
            summary: "the change requests the Starter declares done"
        ) { words, terminal throws(UsageError) in try DeclareCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "play", syntax: PlayCommand.syntax, synopsis: "play <app>",
            summary: "use an app by hand"
        ) { words, terminal throws(UsageError) in try await PlayCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "solution", syntax: SolutionCommand.syntax, synopsis: "solution <kata>",
            summary: "a kata's reference solution in Starter form"
        ) { words, terminal throws(UsageError) in try SolutionCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "start", syntax: StartCommand.syntax, synopsis: "start <kata>",
            summary: "a branch for a kata, from the reference result of the kata before it (late arrivals)"
        ) { words, terminal throws(UsageError) in try StartCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "mutants", syntax: MutantsCommand.syntax, synopsis: "mutants",
            summary: "how strong the safety net is: small behaviour changes the specs must catch"
        ) { words, terminal throws(UsageError) in try MutantsCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "bench", syntax: BenchCommand.syntax, synopsis: "bench",
            summary: "Starter vs Refactored on the same workloads (use swift run -c release kata bench)"
        ) { words, terminal throws(UsageError) in try await BenchCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "review", syntax: ReviewCommand.syntax, synopsis: "review",
            summary: "a code review site, Starter and Refactored side by side, printable handouts"
        ) { words, terminal throws(UsageError) in try ReviewCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "audit", syntax: AuditCommand.syntax, synopsis: "audit [app]",
            summary: "SOLID facts from the code, side by side"
        ) { words, terminal throws(UsageError) in try AuditCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "generate-tests", syntax: GenerateTestsCommand.syntax, synopsis: "generate-tests",
            summary: "after adding a spec: its XCTest and Swift Testing tests, from the catalogue"
        ) { words, terminal throws(UsageError) in GenerateTestsCommand.run(words, terminal: terminal) },
        CommandEntry(
            name: "room", syntax: RoomCommand.syntax, synopsis: "room <command>",
            summary: "the room: the facilitator sees every pair's red and green, and their code"
        ) { words, terminal throws(UsageError) in try await RoomCommand.run(words, terminal: terminal) },
        CommandEntry(name: PublishCommand.name, syntax: PublishCommand.syntax, isListed: false) {
            words, _ throws(UsageError) in try PublishCommand.run(words)
        },
        CommandEntry(name: SpecWorkerCommand.name, syntax: SpecWorkerCommand.syntax, isListed: false) {
            words, _ throws(UsageError) in try await SpecWorkerCommand.run(words)
        },
    ]

    /// The command named `name`, without regard to case.
    static func entry(_ name: String) -> CommandEntry? {
        entries.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The names `kata` matches and suggests: every listed command, and `help`.
    static let names = Suggestions(names: entries.filter(\.isListed).map(\.name) + ["help"])
}
