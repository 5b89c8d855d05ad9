@testable import KataCLI

/// A terminal whose output a test can read.
func makeCapturingTerminal() -> (Terminal, CapturedOutput) {
    let output = CapturedOutput()
    let terminal = Terminal(
        usesColor: false, writeOutput: { output.append($0, toError: false) },
        writeError: { output.append($0, toError: true) })
    return (terminal, output)
}
