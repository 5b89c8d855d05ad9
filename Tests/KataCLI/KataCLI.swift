/// The `kata` command: parses a command line, runs it, and says how it went as an exit code.
public enum KataCLI {
    static let usage = """
        kata: where you stand in the SOLID kata.

        Usage:
          swift run kata                 every spec on both implementations, where you
                                         stand, what to do next
          swift run kata check [app]     run the specs; a failure shows what was
                                         expected and what was seen
          swift run kata list            the katas
          swift run kata show <kata>     one kata's text
          swift run kata play <app>      use an app by hand
          swift run kata mutants         how strong the safety net is: small behaviour
                                         changes the specs must catch
          swift run kata help [command]  this help, or one command's (every command
                                         also takes --help)

        Apps: expenses, cart, registration.
        Exit codes: 0 no spec failed, 1 a spec failed, 2 the command line was not
        understood. Colour only on a terminal, never when NO_COLOR is set.
        """

    /// Runs `arguments` (without the program name); a command line it does not understand is
    /// answered with the usage on standard error and exit code 2.
    @MainActor
    public static func run(_ arguments: [String], terminal: Terminal) async -> ExitCode {
        let word = arguments.first ?? "status"
        let command = commandNames.match(word) ?? word
        do {
            return try await dispatch(command, Array(arguments.dropFirst()), terminal: terminal)
        } catch {
            terminal.printError("kata: \(error.message)\n")
            terminal.printError(help(for: command) ?? usage)
            return .usage
        }
    }

    @MainActor
    private static func dispatch(_ command: String, _ rest: [String], terminal: Terminal) async throws(UsageError)
        -> ExitCode
    {
        if rest.contains("--help") || rest.contains("-h"), let text = help(for: command) {
            terminal.print(text)
            return .passed
        }
        switch command {
        case "status": return try await StatusCommand.run(rest, terminal: terminal)
        case "check": return try await CheckCommand.run(rest, terminal: terminal)
        case "list": return try ListCommand.list(rest, terminal: terminal)
        case "show": return try ListCommand.show(rest, terminal: terminal)
        case "mutants": return try MutantsCommand.run(rest, terminal: terminal)
        case "play": return try await PlayCommand.run(rest, terminal: terminal)
        case "help", "--help", "-h":
            guard rest.count <= 1, let text = rest.isEmpty ? usage : help(for: commandNames.match(rest[0]) ?? "") else {
                let name = rest.joined(separator: " ")
                throw UsageError(message: "no command named \(name).\(commandNames.didYouMean(name))")
            }
            terminal.print(text)
            return .passed
        default: throw UsageError(message: "unknown command \(command).\(commandNames.didYouMean(command))")
        }
    }

    /// The commands, as `kata` matches and suggests them.
    static let commandNames = Suggestions(names: ["status", "check", "list", "show", "play", "mutants", "help"])

    private static func help(for command: String) -> String? {
        switch command {
        case "status": StatusCommand.help
        case "check": CheckCommand.help
        case "list": ListCommand.help
        case "show": ListCommand.showHelp
        case "mutants": MutantsCommand.help
        case "play": PlayCommand.help
        default: nil
        }
    }
}
