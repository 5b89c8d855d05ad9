import KataTool
import Testing

extension OneAppAtATime {
    /// `kata status` runs every spec on both implementations, the Starter's too: it runs in the
    /// serialized suite.
    @MainActor
    @Suite("kata status", .specsInProcess)
    struct StatusCommandTests {
        @Test("without colour, the output has no escape codes")
        func status_writesNoEscapeCodesWithoutColor() async {
            let (terminal, output) = CapturedOutput.terminal(usesColor: false)

            _ = await KataCommandLine.run([], terminal: terminal)

            #expect(!output.standardOutput.contains("\u{1B}["))
            #expect(output.standardOutput.contains("Where you stand"))
        }
    }
}
