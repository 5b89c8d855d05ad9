/// Every command of `kata`, once: dispatching, help and suggestions all read this table, so a new
/// command is one entry here.
enum CommandTable {
    static let entries: [CommandEntry] = [
        CommandEntry("status", syntax: StatusCommand.syntax) { words, terminal throws(UsageError) in
            try await StatusCommand.run(words, terminal: terminal)
        },
        CommandEntry("check", syntax: CheckCommand.syntax) { words, terminal throws(UsageError) in
            try await CheckCommand.run(words, terminal: terminal)
        },
        CommandEntry("list", syntax: ListCommand.syntax) { words, terminal throws(UsageError) in
            try ListCommand.list(words, terminal: terminal)
        },
        CommandEntry("show", syntax: ListCommand.showSyntax) { words, terminal throws(UsageError) in
            try ListCommand.show(words, terminal: terminal)
        },
        CommandEntry("declare", syntax: DeclareCommand.syntax) { words, terminal throws(UsageError) in
            try DeclareCommand.run(words, terminal: terminal)
        },
        CommandEntry("play", syntax: PlayCommand.syntax) { words, terminal throws(UsageError) in
            try await PlayCommand.run(words, terminal: terminal)
        },
        CommandEntry("solution", syntax: SolutionCommand.syntax) { words, terminal throws(UsageError) in
            try SolutionCommand.run(words, terminal: terminal)
        },
        CommandEntry("start", syntax: StartCommand.syntax) { words, terminal throws(UsageError) in
            try StartCommand.run(words, terminal: terminal)
        },
        CommandEntry("mutants", syntax: MutantsCommand.syntax) { words, terminal throws(UsageError) in
            try MutantsCommand.run(words, terminal: terminal)
        },
        CommandEntry("bench", syntax: BenchCommand.syntax) { words, terminal throws(UsageError) in
            try await BenchCommand.run(words, terminal: terminal)
        },
        CommandEntry("review", syntax: ReviewCommand.syntax) { words, terminal throws(UsageError) in
            try ReviewCommand.run(words, terminal: terminal)
        },
        CommandEntry("audit", syntax: AuditCommand.syntax) { words, terminal throws(UsageError) in
            try AuditCommand.run(words, terminal: terminal)
        },
        CommandEntry("generate-tests", syntax: GenerateTestsCommand.syntax) { words, terminal throws(UsageError) in
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
