/// The `kata` command: parses a command line, runs it, and says how it went as an exit code.
public enum KataCLI {
    static let usage = """
        kata: where you stand in the SOLID kata.

        Usage:
          swift run kata [status]        every spec on both implementations, where you
                                         stand, what to do next
          swift run kata check [app]     run the specs; a failure shows what was
                                         expected and what was seen
          swift run kata list            the katas
          swift run kata show <kata>     one kata's text
          swift run kata declare [CODE]  the change requests the Starter declares done
          swift run kata play <app>      use an app by hand
          swift run kata solution <kata> a kata's reference solution in Starter form
          swift run kata start <kata>    a branch for a kata, from the reference result
                                         of the kata before it (late arrivals)
          swift run kata mutants         how strong the safety net is: small behaviour
                                         changes the specs must catch
          swift run kata bench           Starter vs Refactored on the same workloads
                                         (use swift run -c release kata bench)
          swift run kata review          a code review site, Starter and Refactored
                                         side by side, printable handouts
          swift run kata audit [app]     SOLID facts from the code, side by side
          swift run kata generate-tests  after adding a spec: its XCTest and Swift
                                         Testing tests, from the catalogue
          swift run kata help [command]  this help, or one command's (every command
                                         also takes --help)

        Apps: expenses, cart, registration.
        Exit codes: 0 success, 1 a spec failed (or what was asked for does not hold),
        2 the command line was not understood.
        Colour only on a terminal, never when NO_COLOR is set.
        """

    /// Runs `arguments` (without the program name); a command line it does not understand is
    /// answered with the usage on standard error and exit code 2.
    public static func run(_ arguments: [String], terminal: Terminal) async -> ExitCode {
        let word = arguments.first ?? "status"
        let command = CommandTable.entry(word)?.name ?? word
        do {
            return try await dispatch(command, Array(arguments.dropFirst()), terminal: terminal)
        } catch {
            // A suggestion for a slip of the keyboard is the last thing printed, under the usage, where
            // the eye lands; the message it belongs to opens the output.
            let parts = error.message.components(separatedBy: " Did you mean ")
            terminal.printError("kata: \(parts[0])\n")
            terminal.printError(CommandTable.entry(command)?.help ?? usage)
            if parts.count > 1 {
                terminal.printError("\nDid you mean " + parts.dropFirst().joined(separator: " Did you mean "))
            }
            return .usageError
        }
    }

    private static func dispatch(_ command: String, _ rest: [String], terminal: Terminal) async throws(UsageError)
        -> ExitCode
    {
        if ["help", "--help", "-h"].contains(command) {
            guard rest.count <= 1 else {
                throw UsageError(message: "help takes one command, e.g. swift run kata help check.")
            }
            guard let name = rest.first else {
                terminal.print(usage)
                return .success
            }
            guard let entry = CommandTable.entry(name), entry.isListed else {
                throw UsageError(message: "no command named \(name).\(CommandTable.names.didYouMean(name))")
            }
            terminal.print(entry.help)
            return .success
        }
        guard let entry = CommandTable.entry(command) else {
            throw UsageError(message: "unknown command \(command).\(CommandTable.names.didYouMean(command))")
        }
        if rest.contains("--help") || rest.contains("-h") {
            terminal.print(entry.help)
            return .success
        }
        return try await entry.run(rest, terminal)
    }
}
