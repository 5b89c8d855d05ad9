import KataTool
import Testing

/// What `kata check` prints when it runs specs: on the stand-in apps, in this process (`.standInApps`).
@MainActor
@Suite("kata check's output", .standInApps)
struct CheckOutputTests {
    @Test("with colour, passing specs are painted")
    func check_paintsResultsWithColor() async {
        let (terminal, output) = CapturedOutput.terminal(usesColor: true)

        _ = await KataCommandLine.run(["check", "registration", "--implementation", "refactored"], terminal: terminal)

        #expect(output.standardOutput.contains("\u{1B}[32m✓ pass"))
    }

    @Test(
        "names are matched without regard to case",
        arguments: [
            ["CHECK", "Expenses", "-i", "STARTER", "--spec", "addexpense_storesnothingoncancel"],
            ["check", "cart", "-i", "Refactored", "--spec", "LAUNCH_SELECTSUSDONSTART"],
        ])
    func run_matchesNamesWithoutRegardToCase(arguments: [String]) async {
        let (terminal, output) = scriptedTerminal(input: [])

        let code = await KataCommandLine.run(arguments, terminal: terminal)

        #expect(code == .success, "\(output.standardError)")
        #expect(output.standardOutput.hasSuffix("1 passed"))
    }

    @Test("one random sequence is one sequence")
    func checkRandom_saysSequenceInTheSingularOnOne() async {
        let (terminal, output) = scriptedTerminal(input: [])

        let code = await KataCommandLine.run(["check", "cart", "--random", "1"], terminal: terminal)

        #expect(code == .success)
        #expect(
            output.standardOutput == "✓ Shopping cart: Starter and Refactored agree on 1 random sequence (seed 1).")
    }
}
