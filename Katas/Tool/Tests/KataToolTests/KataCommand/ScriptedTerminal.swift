import KataTool
import Synchronization

/// A terminal that types `input` one line at a time (not a person: `kata play` echoes each line),
/// at the default width, without colour, and keeps what the command writes. `beforeLine` runs just
/// before the command reads each line, with the line's number (1 is the first): the moment a test
/// changes the world around the app, as another program would.
func scriptedTerminal(
    input: [String],
    beforeLine: @escaping @Sendable (Int) -> Void = { _ in }
) -> (Terminal, CapturedOutput) {
    let output = CapturedOutput()
    let lines = ScriptedInput(input)
    let linesRead = Mutex(0)
    let terminal = Terminal(
        usesColor: false,
        writeOutput: { output.append($0, toError: false) },
        writeError: { output.append($0, toError: true) },
        readInput: {
            let number = linesRead.withLock { count in
                count += 1
                return count
            }
            beforeLine(number)
            return lines.next()
        }
    )
    return (terminal, output)
}
