/// The `kata` command: parses a command line, runs it, and says how it went as an exit code.
public enum KataCommandLine {
    /// The root usage: one line a command, from the command table, and what holds for every command.
    static let usage: String = {
        let commands = CommandTable.entries.filter(\.isListed).map { ($0.synopsis, $0.summary) }
        let help = ("help [command]", "this help, or one command's (every command also takes --help)")
        let lines = (commands + [help]).map { synopsis, summary in
            let head = ("  swift run kata " + synopsis).padded(to: 33)
            return TextWrap.prose(head + summary, width: CommandSyntax.width, hangingIndent: 33)
        }
        return """
            kata: where you stand in the SOLID kata.

            Usage:
            \(lines.joined(separator: "\n"))

            Apps: expenses, cart, registration.
            Exit codes: 0 success, 1 a spec failed (or what was asked for does not hold),
            2 the command line was not understood.
            Colour only on a terminal, never when NO_COLOR is set.
            """
    }()

    /// Runs `arguments` (without the program name); a command line it does not understand is
    /// answered with the usage on standard error and exit code 2.
    public static func run(_ words: [String], terminal: Terminal) async -> ExitCode {
        let arguments = words.map(typed)
        let word = arguments.first ?? "status"
        let command = CommandTable.entry(word)?.name ?? word
        do {
            return try await dispatch(command, Array(arguments.dropFirst()), terminal: terminal)
        } catch {
            // A suggestion for a slip of the keyboard is the last thing printed, under the usage, where
            // the eye lands; the message it belongs to opens the output.
            terminal.printError("kata: \(error.message)\n")
            terminal.printError(CommandTable.entry(command)?.help ?? usage)
            if let suggestion = error.suggestion {
                terminal.printError("\n" + suggestion)
            }
            return .usageError
        }
    }

    /// `word` as if typed on a keyboard: the dashes a slide or a word processor puts for hyphens (an em or
    /// en dash for a leading `--`, a Unicode hyphen or minus sign for `-`) read as the ASCII ones.
    static func typed(_ word: String) -> String {
        var word = word
        if let first = word.first, ["\u{2014}", "\u{2013}"].contains(first) { word = "--" + word.dropFirst() }
        return String(word.map { ["\u{2010}", "\u{2011}", "\u{2212}"].contains($0) ? "-" : $0 })
    }

    private static func dispatch(_ command: String, _ rest: [String], terminal: Terminal) async throws(UsageError)
        -> ExitCode
    {
        if ["help", "--help", "-h"].contains(command) {
            guard rest.count <= 1 else {
                throw UsageError(message: "help takes one command, e.g. swift run kata help check.")
            }
            // `help --help` and `help help` ask for help's own text, which is the usage.
            guard let name = rest.first, !["help", "--help", "-h"].contains(name) else {
                terminal.print(usage)
                return .success
            }
            guard let entry = CommandTable.entry(name), entry.isListed else {
                throw UsageError(
                    message: "no command named \(Arguments.echo(name)).",
                    suggestion: CommandTable.names.suggestion(for: name))
            }
            terminal.print(entry.help)
            return .success
        }
        guard let entry = CommandTable.entry(command) else {
            throw UsageError(
                message: "unknown command \(Arguments.echo(command)).",
                suggestion: CommandTable.names.suggestion(for: command))
        }
        if rest.contains("--help") || rest.contains("-h") {
            terminal.print(entry.help)
            return .success
        }
        return try await entry.run(rest, terminal)
    }
}
