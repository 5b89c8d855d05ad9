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
}
