import Testing

@testable import KataTool

/// Every command in the table answers `help`, takes `--help`, is named in the usage, and a slip of
/// the keyboard finds it.
@MainActor
@Suite("kata command table")
struct CommandTableTests {
    @Test("kata help <command> and <command> --help print the command's help, exit 0", arguments: listedNames)
    func help_printsTheCommandsHelpOnEveryListedCommand(name: String) async throws {
        let entry = try #require(CommandTable.entry(name))
        for arguments in [["help", name], [name, "--help"]] {
            let (terminal, output) = CapturedOutput.terminal()

            let code = await KataCommandLine.run(arguments, terminal: terminal)

            #expect(code == .success)
            #expect(output.standardOutput == entry.help)
        }
    }

    @Test("the usage names every listed command", arguments: listedNames)
    func usage_namesEveryListedCommand(name: String) {
        #expect(KataCommandLine.usage.contains("kata \(name)") || KataCommandLine.usage.contains("kata [\(name)]"))
    }

    @Test("a misspelt command gets its name suggested", arguments: listedNames)
    func unknownCommand_suggestsTheNameOnOneSwappedPair(name: String) async {
        var letters = Array(name)
        letters.swapAt(0, 1)
        let (terminal, output) = CapturedOutput.terminal()

        let code = await KataCommandLine.run([String(letters)], terminal: terminal)

        #expect(code == .usageError)
        #expect(output.standardError.contains("Did you mean \(name)"))
    }

    nonisolated private static let listedNames = CommandTable.entries.filter(\.isListed).map(\.name)
}
