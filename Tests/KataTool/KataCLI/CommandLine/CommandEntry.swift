/// One `kata` command as the dispatcher, `help` and the did-you-mean suggestions know it: its name,
/// its command line (which gives its help text), and what runs it.
struct CommandEntry: Sendable {
    /// Not bound to the main actor: a command that drives an app (`status`, `check`, `play`, `bench`)
    /// goes to the main actor itself, and the others (reading files, writing the review site) leave it
    /// free for whatever else runs in the process, such as other tests.
    typealias Run = @Sendable ([String], Terminal) async throws(UsageError) -> ExitCode

    let name: String
    /// What follows `swift run kata` in the root usage, e.g. `check [app]`.
    let synopsis: String
    /// What the command is for, in the root usage.
    let summary: String
    let syntax: CommandSyntax
    /// Whether `kata help` and the suggestions name it (`spec-worker` is internal, `kata check` runs it).
    let isListed: Bool
    let run: Run

    init(
        _ name: String, synopsis: String = "", summary: String = "", syntax: CommandSyntax, isListed: Bool = true,
        run: @escaping Run
    ) {
        self.name = name
        self.synopsis = synopsis
        self.summary = summary
        self.syntax = syntax
        self.isListed = isListed
        self.run = run
    }

    /// The help, rendered from `syntax` when asked for: every `kata` process, the spec workers among
    /// them, builds this table, and few print a help.
    var help: String { syntax.text }
}
