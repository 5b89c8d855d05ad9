import KataCLI
import Synchronization
import Testing

extension StarterAndRefactored {
    @MainActor
    @Suite("kata command line")
    struct KataCLITests {
        @Test(
            "help answers on every command, exit 0",
            arguments: [
                ["--help"], ["help"], ["help", "check"], ["status", "--help"], ["check", "--help"], ["check", "-h"],
                ["list", "--help"], ["show", "--help"],
            ])
        func help_printsUsageOnEveryCommand(arguments: [String]) async {
            let (terminal, output) = makeSUT()

            let code = await KataCLI.run(arguments, terminal: terminal)

            #expect(code == .passed)
            #expect(output.standardOutput.contains("Usage"))
            #expect(output.standardError.isEmpty)
        }

        @Test(
            "a command line it does not understand gets the usage on standard error, exit 2",
            arguments: [
                ["bogus"], ["check", "bogus"], ["check", "--implementation", "nobody"], ["check", "--implementation"],
                ["check", "--spec", "noSuchSpec"], ["check", "--frobnicate"], ["status", "extra"], ["show"],
                ["show", "no-such-kata"], ["list", "extra"], ["help", "bogus"], ["check", "--runs", "0"],
                ["check", "cart", "--sequence", "x"], ["check", "cart", "--sequence", "1", "--seed", "2"],
                ["check", "--seed", "2"], ["check", "--sequence", "1", "-i", "starter"],
            ])
        func run_answersUsageWithExitCode2OnBadArguments(arguments: [String]) async {
            let (terminal, output) = makeSUT()

            let code = await KataCLI.run(arguments, terminal: terminal)

            #expect(code == .usage)
            #expect(output.standardError.hasPrefix("kata: "))
            #expect(output.standardError.contains("Usage"))
        }

        @Test("without colour, the output has no escape codes")
        func status_writesNoEscapeCodesWithoutColor() async {
            let (terminal, output) = makeSUT(usesColor: false)

            _ = await KataCLI.run([], terminal: terminal)

            #expect(!output.standardOutput.contains("\u{1B}["))
            #expect(output.standardOutput.contains("Where you stand"))
        }

        @Test("with colour, passing specs are painted")
        func status_paintsResultsWithColor() async {
            let (terminal, output) = makeSUT(usesColor: true)

            _ = await KataCLI.run([], terminal: terminal)

            #expect(output.standardOutput.contains("\u{1B}["))
        }

        @Test("colour is off when NO_COLOR is set")
        func standardTerminal_hasNoColorWithNoColorSet() {
            let terminal = Terminal.standard(environment: ["NO_COLOR": "1", "TERM": "xterm"])

            #expect(!terminal.usesColor)
        }

        // MARK: - Helpers

        private func makeSUT(usesColor: Bool = false) -> (Terminal, CapturedOutput) {
            let output = CapturedOutput()
            let terminal = Terminal(
                usesColor: usesColor,
                writeOutput: { output.append($0, toError: false) },
                writeError: { output.append($0, toError: true) }
            )
            return (terminal, output)
        }
    }
}

/// Collects what the command writes, so a test can read it.
final class CapturedOutput: Sendable {
    private let lines = Mutex<(output: [String], error: [String])>(([], []))

    func append(_ text: String, toError: Bool) {
        lines.withLock { toError ? $0.error.append(text) : $0.output.append(text) }
    }

    var standardOutput: String { lines.withLock { $0.output.joined(separator: "\n") } }
    var standardError: String { lines.withLock { $0.error.joined(separator: "\n") } }
}

/// Lines a test types into the command, one at a time.
final class ScriptedInput: Sendable {
    private let lines: Mutex<[String]>

    init(_ lines: [String]) {
        self.lines = Mutex(lines)
    }

    func next() -> String? {
        lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
