/// One `kata` command's command line, declared once: its usage, what it does, the words and options it
/// takes, and what follows (examples, exit codes). Its help text and its parser both come from it, so
/// an option the help names is an option the command accepts.
struct CommandSyntax: Sendable {
    /// The width every help text fits.
    static let width = 80

    /// One synopsis a line, without `Usage: `, e.g. `swift run kata check [APP] [-i IMPLEMENTATION]`.
    let usage: [String]
    /// The paragraphs between the usage and the options; the help fills their lines up to `width`, but
    /// a line that starts with a space (an example) stays as written.
    var description = ""
    /// The words it takes by position, as the help lists them beside the options: `APP` and what it is.
    var arguments: [(label: String, text: String)] = []
    var options: [CommandOption] = []
    /// The paragraphs after the options: examples, exit codes.
    var epilogue = ""

    /// The command line `words`, with the options declared here and no others, and with at most
    /// `limit` positional words when a limit is given.
    func parse(_ words: [String], positionalsAtMost limit: Int? = nil) throws(UsageError) -> Arguments {
        let arguments = try Arguments(words, accepting: options)
        if let limit { try arguments.expectPositionals(atMost: limit) }
        return arguments
    }

    /// The help: the usage, the description, the arguments and options in two aligned columns, and the
    /// epilogue, each filled up to `width` columns.
    var text: String {
        let rows = arguments + options.map { ($0.label, $0.summary) }
        let parts = [
            HelpLayout.usage(usage, width: Self.width),
            HelpLayout.paragraphs(description, width: Self.width),
            HelpLayout.table(rows, width: Self.width),
            HelpLayout.paragraphs(epilogue, width: Self.width),
        ]
        return parts.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }
}
