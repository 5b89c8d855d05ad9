import KataTool
import Testing

/// `kata status` runs every spec on both implementations: here on the stand-in apps, in this process.
@MainActor
@Suite("kata status", .standInApps)
struct StatusCommandTests {
    @Test("without colour, the output has no escape codes")
    func status_writesNoEscapeCodesWithoutColor() async {
        let (terminal, output) = CapturedOutput.terminal(usesColor: false)

        _ = await KataCommandLine.run([], terminal: terminal)

        #expect(!output.standardOutput.contains("\u{1B}["))
        #expect(output.standardOutput.contains("Where you stand"))
    }

    @Test("all green: the next step opens the first kata and names this command as the net")
    func status_sendsToTheFirstKataWithThisCommandAsTheNet() async {
        let (terminal, output) = CapturedOutput.terminal(usesColor: false)

        _ = await KataCommandLine.run([], terminal: terminal)

        let said = output.standardOutput.replacingOccurrences(of: "\n", with: " ")
        #expect(
            output.standardOutput.contains(
                "Next: open a kata, the first or the one your facilitator names:\n    swift run kata show expenses-net\n"
            ),
            "\(output.standardOutput)")
        #expect(said.contains("run this command again after each one: it is your safety net."))
    }
}
