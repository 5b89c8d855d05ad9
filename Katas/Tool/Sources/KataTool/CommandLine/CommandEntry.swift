/// One `kata` command as the dispatcher, `help` and the did-you-mean suggestions know it: its name,
/// its command line (which gives its help text), and what runs it.
struct CommandEntry: Sendable {
    /// Not bound to the main actor: a command that drives an app (`status`, `check`, `play`, `bench`)
    /// goes to the main actor itself, and the others (reading files, writing the review site) leave it
    /// free for whatever else runs in the process, such as other tests.
    typealias Run = @Sendable ([String], Terminal) async throws(UsageError) -> ExitCode

    let name: String
    let syntax: CommandSyntax
    /// What follows `swift run kata` in the root usage, e.g. `check [app]`.
    var synopsis = ""
    /// What the command is for, in the root usage.
    var summary = ""
    /// Whether `kata help` and the suggestions name it (`spec-worker` is internal, `kata check` runs it).
    var isListed = true
    let run: Run

    /// The help, rendered from `syntax` when asked for: every `kata` process, the spec workers among
    /// them, builds this table, and few print a help.
    var help: String { syntax.text }
}
