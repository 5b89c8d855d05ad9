/// Every command of `kata`, once: dispatching, help and suggestions all read this table, so a new
/// command is one entry here.
enum CommandTable {
    static let entries: [CommandEntry] = [
        CommandEntry("status", help: StatusCommand.help) { words, terminal throws(UsageError) in
            try await StatusCommand.run(words, terminal: terminal)
        },
        CommandEntry("check", help: CheckCommand.help) { words, terminal throws(UsageError) in
            try await CheckCommand.run(words, terminal: terminal)
        },
        CommandEntry("list", help: ListCommand.help) { words, terminal throws(UsageError) in
            try ListCommand.list(words, terminal: terminal)
        },
        CommandEntry("show", help: ListCommand.showHelp) { words, terminal throws(UsageError) in
            try ListCommand.show(words, terminal: terminal)
        },
        CommandEntry("declare", help: DeclareCommand.help) { words, terminal throws(UsageError) in
            try DeclareCommand.run(words, terminal: terminal)
        },
        CommandEntry("play", help: PlayCommand.help) { words, terminal throws(UsageError) in
            try await PlayCommand.run(words, terminal: terminal)
        },
        CommandEntry("solution", help: SolutionCommand.help) { words, terminal throws(UsageError) in
            try SolutionCommand.run(words, terminal: terminal)
        },
        CommandEntry("mutants", help: MutantsCommand.help) { words, terminal throws(UsageError) in
            try MutantsCommand.run(words, terminal: terminal)
        },
        CommandEntry("bench", help: BenchCommand.help) { words, terminal throws(UsageError) in
            try await BenchCommand.run(words, terminal: terminal)
        },
        CommandEntry("review", help: ReviewCommand.help) { words, terminal throws(UsageError) in
            try ReviewCommand.run(words, terminal: terminal)
        },
        CommandEntry("audit", help: AuditCommand.help) { words, terminal throws(UsageError) in
            try AuditCommand.run(words, terminal: terminal)
        },
        CommandEntry("generate-tests", help: GenerateTestsCommand.help) { words, terminal throws(UsageError) in
            GenerateTestsCommand.run(words, terminal: terminal)
        },
        CommandEntry(SpecWorkerCommand.name, help: SpecWorkerCommand.help, isListed: false) {
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
