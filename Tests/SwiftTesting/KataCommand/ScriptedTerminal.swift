import KataCLI

/// A terminal that types `input` one line at a time (not a person: `kata play` echoes each line),
/// at the default width, without colour, and keeps what the command writes.
func scriptedTerminal(input: [String]) -> (Terminal, CapturedOutput) {
    let output = CapturedOutput()
    let lines = ScriptedInput(input)
    let terminal = Terminal(
        usesColor: false,
        writeOutput: { output.append($0, toError: false) },
        writeError: { output.append($0, toError: true) },
        readInput: { lines.next() }
    )
    return (terminal, output)
}
