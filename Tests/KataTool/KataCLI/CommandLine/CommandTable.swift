/// Every command of `kata`, once: dispatching, help and suggestions all read this table, so a new
/// command is one entry here.
enum CommandTable {
    static let entries: [CommandEntry] = [
        CommandEntry(
            "status", synopsis: "[status]",
            summary: "every spec on both implementations, where you stand, what to do next",
            syntax: StatusCommand.syntax
        ) { words, terminal throws(UsageError) in
            try await StatusCommand.run(words, terminal: terminal)
        },
        CommandEntry(
            "check", synopsis: "check [app]",
            summary: "run the specs; a failure shows what was expected and what was seen",
            syntax: CheckCommand.syntax
        ) { words, terminal throws(UsageError) in
            try await CheckCommand.run(words, terminal: terminal)
        },
        CommandEntry(
            "list", synopsis: "list",
            summary: "the katas",
            syntax: ListCommand.syntax
        ) { words, terminal throws(UsageError) in
            try ListCommand.list(words, terminal: terminal)
        },
        CommandEntry(
            "show", synopsis: "show <kata>",
            summary: "one kata's text",
            syntax: ListCommand.showSyntax
        ) { words, terminal throws(UsageError) in
            try ListCommand.show(words, terminal: terminal)
        },
        CommandEntry(
            "declare", synopsis: "declare [CODE]",
            summary: "the change requests the Starter declares done",
            syntax: DeclareCommand.syntax
        ) { words, terminal throws(UsageError) in
            try DeclareCommand.run(words, terminal: terminal)
        },
        CommandEntry(
            "play", synopsis: "play <app>",
            summary: "use an app by hand",
            syntax: PlayCommand.syntax
        ) { words, terminal throws(UsageError) in
            try await PlayCommand.run(words, terminal: terminal)
        },
        CommandEntry(
            "solution", synopsis: "solution <kata>",
            summary: "a kata's reference solution in Starter form",
            syntax: SolutionCommand.syntax
        ) { words, terminal throws(UsageError) in
            try SolutionCommand.run(words, terminal: terminal)
        },
        CommandEntry(
            "start", synopsis: "start <kata>",
            summary: "a branch for a kata, from the reference result of the kata before it (late arrivals)",
            syntax: StartCommand.syntax
        ) { words, terminal throws(UsageError) in
            try StartCommand.run(words, terminal: terminal)
        },
        CommandEntry(
            "mutants", synopsis: "mutants",
            summary: "how strong the safety net is: small behaviour changes the specs must catch",
            syntax: MutantsCommand.syntax
        ) { words, terminal throws(UsageError) in
            try MutantsCommand.run(words, terminal: terminal)
        },
        CommandEntry(
            "bench", synopsis: "bench",
            summary: "Starter vs Refactored on the same workloads (use swift run -c release kata bench)",
            syntax: BenchCommand.syntax
        ) { words, terminal throws(UsageError) in
            try await BenchCommand.run(words, terminal: terminal)
        },
        CommandEntry(
            "review", synopsis: "review",
            summary: "a code review site, Starter and Refactored side by side, printable handouts",
            syntax: ReviewCommand.syntax
        ) { words, terminal throws(UsageError) in
            try ReviewCommand.run(words, terminal: terminal)
        },
        CommandEntry(
            "audit", synopsis: "audit [app]",
            summary: "SOLID facts from the code, side by side",
            syntax: AuditCommand.syntax
        ) { words, terminal throws(UsageError) in
            try AuditCommand.run(words, terminal: terminal)
        },
        CommandEntry(
            "generate-tests", synopsis: "generate-tests",
            summary: "after adding a spec: its XCTest and Swift Testing tests, from the catalogue",
            syntax: GenerateTestsCommand.syntax
        ) { words, terminal throws(UsageError) in
            GenerateTestsCommand.run(words, terminal: terminal)
        },
        CommandEntry(SpecWorkerCommand.name, syntax: SpecWorkerCommand.syntax, isListed: false) {
            words, _ throws(UsageError) in
            try await SpecWorkerCommand.run(words)
        },
    ]

    /// The command named `name`, without regard to case.
    static func entry(_ name: String) -> CommandEntry? {
        entries.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The names `kata` matches and suggests: every listed command, and `help`.
    static let names = Suggestions(names: entries.filter(\.isListed).map(\.name) + ["help"])
}
