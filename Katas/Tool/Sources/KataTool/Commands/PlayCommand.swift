import Foundation
import ImplementationAdapters
import RegistrationBackend
import Specs

/// `kata play`: use one app by hand, in the terminal, through the same drivers the specs use.
enum PlayCommand {
    static let implementation = ImplementationArgument.option("starter (default) or refactored")
    static let database = CommandOption.option(
        "--database", value: "FILE",
        "expenses only: the SQLite file to keep entries in (default: in memory, gone when you quit). A file the "
            + "tracker cannot use (not an expense database, not a file at all, read-only, in use by another "
            + "program) is refused with the reason and left unchanged, with nothing new beside it.")
    static let sampleData = CommandOption.flag(
        "--sample-data", "expenses only: start with three sample expenses when the database has none")
    static let timeZone = CommandOption.option(
        "--time-zone", value: "ID",
        "expenses only: the tracker's time zone, e.g. Europe/Paris (default: this machine's)")
    static let now = CommandOption.option(
        "--now", value: "INSTANT",
        "expenses only: start the clock at this ISO 8601 instant, e.g. 2025-05-14T12:00:00Z or "
            + "2025-05-14T14:00:00.250+02:00, from 0001-01-02 to before 9999-12-31 (UTC); it then moves only "
            + "with `wait` (default: the real clock)")

    static let syntax = CommandSyntax(
        usage: [
            "swift run kata play expenses|cart|registration [-i starter|refactored]",
            "swift run kata play expenses [--database FILE] [--sample-data] [--time-zone ID] [--now INSTANT]",
        ],
        description: """
            Starts one app and lets you use it by typing commands; after each command
            it shows the screens as a user sees them. Type `help` for the app's
            commands, `quit` (or end the input) to stop. In a terminal it shows a `> `
            prompt; when the commands come from a file or a pipe, it prints each one
            after `> `, so the output reads as a transcript. Names (commands, reports,
            currencies) are matched without regard to case; text typed into a field
            keeps its spaces.
            """,
        options: [implementation, database, sampleData, timeZone, now],
        epilogue: """
            Exit codes: 0 you quit, 1 the app refused to start (or to start again after
            restart), 2 the command line was not understood.
            """)

    @MainActor
    static func run(_ words: [String], terminal: Terminal) async throws(UsageError) -> ExitCode {
        let arguments = try Self.syntax.parse(words, positionalsAtMost: 1)
        guard let appName = arguments.positionals.first else {
            throw UsageError(message: "name an app: expenses, cart or registration.")
        }
        let app = try AppArgument.apps(appName)[0]
        let implementation = try ImplementationArgument.implementations(
            arguments.value(Self.implementation) ?? "starter")[0]
        let adapters = CommandAdapters.adapters(implementation)
        let given = [database, timeZone, now, sampleData].first { arguments.value($0) != nil || arguments.has($0) }
        if app != .expenses, let given {
            throw UsageError(message: "\(given.name) is for the expense tracker only.")
        }
        let session: any PlaySession
        switch app {
        case .expenses:
            do {
                session = try ExpensePlaySession(adapters: adapters, arguments: arguments)
            } catch let failure as ExpenseTrackerLaunchFailure {
                return terminal.fail(failure.message)
            } catch let error as UsageError {
                throw error
            } catch {
                return terminal.fail("The app could not start: \(error)")
            }
        case .cart:
            session = CartPlaySession(app: adapters.cart.launch())
        case .registration:
            session = RegistrationPlaySession(adapters: adapters)
        }

        terminal.print(
            terminal.bold("\(app.displayName), \(implementation.displayName)")
                + ". Type help for commands, quit to stop.")
        terminal.print("")
        terminal.print(Self.shown(session.screen))
        while let line = nextLine(terminal) {
            let (word, rest) = split(line)
            let command = word.lowercased()
            switch command {
            case "": continue
            case "quit", "exit": return .success
            case "help":
                terminal.print(
                    session.commands + "\n  help                    these commands\n  quit                    stop")
                continue
            default:
                do {
                    if let note = try await session.perform(command, rest) {
                        terminal.print(terminal.yellow(note))
                    }
                } catch let error as SessionError {
                    terminal.print(terminal.yellow(error.message))
                    continue
                } catch let failure as ExpenseTrackerLaunchFailure {
                    return terminal.fail(failure.message)
                } catch {
                    terminal.print(terminal.yellow("\(error)"))
                }
            }
            terminal.print("")
            terminal.print(Self.shown(session.screen))
        }
        return .success
    }

    /// `text` as the terminal shows it: a control character typed into a field (an escape, a bell, a
    /// carriage return) written as its escape, `\u{1B}`, so that it cannot recolour the terminal or move its
    /// cursor. The app keeps what was typed; only its display changes.
    static func shown(_ text: String) -> String {
        InvisibleCharacters.escaped(text) { $0 != "\n" && $0.properties.generalCategory == .control }
    }

    /// The next command: after a prompt when a person types, echoed when it comes from a file or a pipe.
    private static func nextLine(_ terminal: Terminal) -> String? {
        if terminal.inputIsInteractive { terminal.prompt("> ") }
        guard let line = terminal.readLine() else { return nil }
        if !terminal.inputIsInteractive { terminal.print("> " + shown(line)) }
        return line
    }

    /// The first word of `line`, and the rest exactly as typed after the one space that follows it.
    /// Spaces and tabs around the command word are ignored (`add 1 ` and `currency Yuan ` alike); text typed
    /// into a field (`title`, `email` ...) keeps its spaces; every other command ignores spaces around its words.
    ///
    /// A byte-order mark at the start of a line (a file saved by some editors) is dropped, and any Unicode
    /// space (a no-break space, say) around the command word counts as a space: `\u{FEFF}add` and
    /// `add\u{A0}1` are `add` and `add 1`, as they look.
    static func split(_ line: String) -> (String, String) {
        let trimmed = line.drop { $0 == "\u{FEFF}" || $0.isSpace }
        guard let space = trimmed.firstIndex(where: \.isSpace) else {
            return (String(trimmed).trimmingSpaces, "")
        }
        return (String(trimmed[..<space]), String(trimmed[trimmed.index(after: space)...]))
    }
}

/// One app in use: the commands it understands and what the user sees.
@MainActor
protocol PlaySession {
    var commands: String { get }
    var screen: String { get }
    /// Performs `command` with the rest of the line; returns a note for the user, if any.
    func perform(_ command: String, _ rest: String) async throws -> String?
}

/// A command the session does not understand, or one it cannot carry out.
struct SessionError: Error {
    let message: String

    /// `meaning` maps words a user may type for a command (`close` for `back`) to the command.
    static func unknown(_ command: String, in names: [String], meaning: [String: String] = [:]) -> SessionError {
        if let meant = meaning[command.lowercased()] {
            return SessionError(
                message:
                    "Unknown command \(Arguments.quoted(command)). Did you mean \(meant)? Type help for the commands.")
        }
        let suggestions = Suggestions(names: names + ["help", "quit"]).didYouMean(command)
        return SessionError(
            message: "Unknown command \(Arguments.quoted(command)).\(suggestions) Type help for the commands.")
    }
}
