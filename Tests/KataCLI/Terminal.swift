import Foundation

/// Where the command writes, and whether it may use colour (only on a terminal, never with `NO_COLOR`).
public struct Terminal: Sendable {
    public let usesColor: Bool
    private let writeOutput: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    private let readInput: @Sendable () -> String?

    public init(
        usesColor: Bool,
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> String? = { nil }
    ) {
        self.usesColor = usesColor
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
    }

    /// Standard output and standard error; colour when standard output is a terminal and `NO_COLOR` is unset.
    public static func standard(environment: [String: String]) -> Terminal {
        Terminal(
            usesColor: isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
                && environment["TERM"] != "dumb",
            writeOutput: { Swift.print($0) },
            writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
            readInput: { Swift.readLine(strippingNewline: true) }
        )
    }

    func print(_ text: String = "") { writeOutput(text) }
    func printError(_ text: String) { writeError(text) }
    /// The next line the user typed, or `nil` at the end of the input.
    func readLine() -> String? { readInput() }

    func green(_ text: String) -> String { paint(text, "32") }
    func red(_ text: String) -> String { paint(text, "31") }
    func yellow(_ text: String) -> String { paint(text, "33") }
    func bold(_ text: String) -> String { paint(text, "1") }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
