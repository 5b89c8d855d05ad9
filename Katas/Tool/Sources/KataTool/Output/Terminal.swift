import Foundation

/// Where the command writes, and whether it may use colour (only on a terminal, never with `NO_COLOR`).
public struct Terminal: Sendable {
    public let usesColor: Bool
    /// Whether a person types the input (standard input is a terminal): then `kata play` shows a prompt;
    /// otherwise it echoes each command it reads, so its output can be matched to its input.
    public let inputIsInteractive: Bool
    /// How many columns a line may take.
    public let width: Int
    private let writeOutput: @Sendable (String) -> Void
    let printError: @Sendable (String) -> Void
    /// The next line the user typed, or `nil` at the end of the input.
    let readLine: @Sendable () -> String?
    /// Shows a prompt without ending the line, where the user types next.
    let prompt: @Sendable (String) -> Void

    public init(
        usesColor: Bool,
        inputIsInteractive: Bool = false,
        width: Int = TerminalWidth.fallback,
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> String? = { nil },
        writePrompt: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.usesColor = usesColor
        self.inputIsInteractive = inputIsInteractive
        self.width = width
        self.writeOutput = writeOutput
        self.printError = writeError
        self.readLine = readInput
        self.prompt = writePrompt
    }

    /// Standard output and standard error; colour when standard output is a terminal and `NO_COLOR` is unset.
    public static func standard(environment: [String: String]) -> Terminal {
        Terminal(
            usesColor: isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
                && environment["TERM"] != "dumb",
            inputIsInteractive: isatty(STDIN_FILENO) == 1,
            width: TerminalWidth.standard(environment: environment),
            writeOutput: { Swift.print($0) },
            writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
            readInput: { Swift.readLine(strippingNewline: true) },
            writePrompt: { prompt in
                Swift.print(prompt, terminator: "")
                fflush(nil)
            }
        )
    }

    func print(_ text: String = "") { writeOutput(text) }

    /// Says `text` on standard error, for a command that could not do what was asked.
    func fail(_ text: String) -> ExitCode {
        printError(text)
        return .failure
    }

    func green(_ text: String) -> String { paint(text, "32") }
    func red(_ text: String) -> String { paint(text, "31") }
    func yellow(_ text: String) -> String { paint(text, "33") }
    func bold(_ text: String) -> String { paint(text, "1") }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
