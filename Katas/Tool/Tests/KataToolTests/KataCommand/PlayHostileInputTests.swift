import Foundation
import KataTool
import Testing

/// Hostile input typed into `kata play`: each line gets a clear answer, nothing crashes, and the
/// session goes on.
@MainActor
@Suite("kata play, hostile input", .standInApps)
struct PlayHostileInputTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let app: String
        let options: [String]
        let input: [String]
        let answer: String

        var testDescription: String { "\(app): \((input.last ?? "").prefix(60))" }
    }

    nonisolated static let clock = ["--time-zone", "Europe/Paris", "--now", "2025-03-30T00:00:00Z"]

    nonisolated static let rows: [Row] = [
        Row(
            app: "cart", options: [], input: ["add -9223372036854775808"],
            answer: "Give a row number, e.g. add 0 for the top row."),
        Row(app: "cart", options: [], input: ["add 3"], answer: "No row 3: the inventory has rows 0 to 2."),
        Row(app: "cart", options: [], input: ["add 4"], answer: "No row 4: the inventory has rows 0 to 2."),
        Row(
            app: "cart", options: [], input: ["add 99999999999999999999"],
            answer: "No row 99999999999999999999: the inventory has rows 0 to 2."),
        Row(app: "cart", options: [], input: ["add 0x1"], answer: "Give a row number, e.g. add 0 for the top row."),
        Row(
            app: "cart", options: [], input: ["add " + String(repeating: "9", count: 100_000)],
            answer: "No row \(String(repeating: "9", count: 40))… (100000 characters): the inventory has rows 0 to 2."),
        Row(
            app: "cart", options: [], input: ["currency yuan", "currency Yuan "],
            answer: "Yuan is already selected."),
        Row(
            app: "cart", options: [], input: ["currency Yaun"],
            answer: "No currency named \"Yaun\". Did you mean Yuan?"),
        Row(app: "cart", options: [], input: ["back"], answer: "The cart is not open: type cart to open it."),
        Row(app: "cart", options: [], input: ["cart", "CART"], answer: "The cart is already open."),
        Row(
            app: "cart", options: [], input: ["wait 5"],
            answer: "wait takes no number here: each wait lets one second pass."),
        Row(
            app: "cart", options: [], input: ["cart", "close"],
            answer: "Unknown command \"close\". Did you mean back? Type help for the commands."),
        Row(
            app: "cart", options: [], input: ["open cart"],
            answer: "Unknown command \"open\". Did you mean cart? Type help for the commands."),
        Row(
            app: "cart", options: [], input: ["bak"],
            answer: "Unknown command \"bak\". Did you mean back? Type help for the commands."),
        Row(app: "cart", options: [], input: ["\u{FEFF}add 0"], answer: "Total in cart 1"),
        Row(app: "cart", options: [], input: ["add\u{A0}0\u{A0}"], answer: "Total in cart 1"),
        Row(
            app: "cart", options: [], input: ["\u{200B}add 0"],
            answer: #"Unknown command "\u{200B}add" (invisible: \u{200B} ZERO WIDTH SPACE). Did you mean add?"#),
        Row(
            app: "expenses", options: [], input: ["delete -9223372036854775808"],
            answer: "No report is open: open one first, e.g. open Today."),
        Row(
            app: "expenses", options: [], input: ["open Today", "delete -9223372036854775808"],
            answer: "Give a row number, e.g. delete 0 for the top row."),
        Row(
            app: "expenses", options: [], input: ["open today", "delete 0"],
            answer: "No row 0: the report has no rows."),
        Row(
            app: "expenses", options: [], input: ["open Nope"],
            answer: "No report named \"Nope\". Reports: Today, "),
        Row(app: "expenses", options: [], input: ["open Tody"], answer: "Did you mean Today?"),
        Row(
            app: "expenses", options: [], input: ["open To\u{200B}day"],
            answer: #"No report named "To\u{200B}day" (invisible: \u{200B} ZERO WIDTH SPACE). Did you mean Today?"#),
        Row(app: "expenses", options: [], input: ["save"], answer: "Add Expense is not open: type add to open it."),
        Row(
            app: "expenses", options: [], input: ["add", "add"],
            answer: "Add Expense is open: finish it with save, or cancel it."),
        Row(
            app: "expenses", options: [], input: ["open Today", "add"],
            answer: "A report is open: type back to return to the Reports list."),
        Row(app: "expenses", options: [], input: ["back"], answer: "The Reports list is already shown."),
        Row(app: "expenses", options: [], input: ["ok"], answer: "No alert is shown."),
        Row(
            app: "expenses", options: [], input: ["wait 10"],
            answer: "The clock is real: start with --now to move it."),
        Row(
            app: "expenses", options: clock, input: ["wait inf"],
            answer: "Give a whole number of seconds, e.g. wait 3600."),
        Row(
            app: "expenses", options: clock, input: ["wait 1e300"],
            answer: "Give a whole number of seconds, e.g. wait 3600."),
        Row(
            app: "expenses", options: clock, input: ["wait 0x10"],
            answer: "Give a whole number of seconds, e.g. wait 3600."),
        Row(
            app: "expenses", options: clock, input: ["wait 5\u{301}"],
            answer: "Give a whole number of seconds, e.g. wait 3600."),
        Row(
            app: "expenses", options: clock, input: ["wait -1"],
            answer: "Give a whole number of seconds, e.g. wait 3600."
        ),
        Row(
            app: "expenses", options: clock, input: ["wait 99999999999999999999"],
            answer: "Give from 1 to 999999999 seconds (about 31 years) at a time."),
        Row(
            app: "expenses", options: clock, input: Array(repeating: "wait 999999999", count: 300),
            answer: "The clock stops before 9999-12-31T00:00:00Z: wait less."),
        Row(
            app: "expenses", options: clock, input: ["add", "date 2025-02-30 10:00"],
            answer: "2025-02-30 10:00 is not a real date and time. Give one like 2025-05-14 12:30."),
        Row(
            app: "expenses", options: clock, input: ["add", "date 2025-03-30 02:30"],
            answer:
                "2025-03-30 02:30 does not exist in Europe/Paris: the clocks skip it (a daylight saving change). Give another time."
        ),
        Row(
            app: "expenses", options: ["--time-zone", "Pacific/Apia", "--now", "2011-12-29T12:00:00Z"],
            input: ["add", "date 2011-12-30 12:00"],
            answer:
                "2011-12-30 12:00 does not exist in Pacific/Apia: the clocks skip it (a change of the zone's offset "
                + "from UTC). Give another time."
        ),
        Row(
            app: "expenses", options: clock, input: ["add", "date tomorrow"],
            answer: "Give a date like 2025-05-14 12:30."),
        Row(
            app: "expenses", options: clock, input: ["add", "date ２０２５-05-14 12:00"],
            answer: "Give a date like 2025-05-14 12:30."),
        Row(
            app: "expenses", options: clock, input: ["add", "date ٢٠٢٥-٠٥-١٤ ١٢:٠٠"],
            answer: "Give a date like 2025-05-14 12:30."),
        Row(
            app: "registration", options: [], input: ["server sideways"], answer: "Type server down or server up."),
        Row(app: "registration", options: [], input: ["server up"], answer: "The server is already up."),
        Row(
            app: "registration", options: [], input: ["server down", "server down"],
            answer: "The server is already down."),
        Row(app: "registration", options: [], input: ["regster"], answer: "Did you mean register?"),
    ]

    @Test(
        "a hostile command gets a clear answer and the session goes on", arguments: rows, ["starter", "refactored"])
    func play_answersHostileCommandAndGoesOn(row: Row, implementation: String) async {
        let (terminal, output) = scriptedTerminal(input: row.input + ["help"])

        let code = await KataCommandLine.run(["play", row.app, "-i", implementation] + row.options, terminal: terminal)

        #expect(code == .success)
        #expect(output.standardOutput.contains(row.answer), "\(output.standardOutput.suffix(600))")
        #expect(output.standardOutput.hasSuffix("quit                    stop"), "the session went on to help")
    }

    @Test(
        "a control character typed into a field shows as its escape, on the screen and in the echo",
        arguments: ["starter", "refactored"])
    func play_showsControlCharactersEscaped(implementation: String) async {
        let (terminal, output) = scriptedTerminal(input: [
            "add", "title \u{1B}[31mRed\u{7}", "amount 1", "save", "open Today",
        ])

        let code = await KataCommandLine.run(
            ["play", "expenses", "-i", implementation, "--time-zone", "UTC", "--now", "2025-05-14T10:00:00Z"],
            terminal: terminal)

        #expect(code == .success)
        #expect(!output.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
        #expect(output.standardOutput.contains("> title \\u{1B}[31mRed\\u{7}\n"))
        #expect(output.standardOutput.contains("2025-05-14 10:00  \\u{1B}[31mRed\\u{7}  1.00"))
    }

    @Test("a wait of whole seconds moves the clock by exactly that", arguments: ["starter", "refactored"])
    func playExpenses_movesClockBySecondsOnWait(implementation: String) async {
        let (terminal, output) = scriptedTerminal(input: ["wait 5400", "add"])

        let code = await KataCommandLine.run(
            ["play", "expenses", "-i", implementation, "--time-zone", "UTC", "--now", "2025-05-14T10:00:00Z"],
            terminal: terminal)

        #expect(code == .success)
        #expect(output.standardOutput.contains("Date: 2025-05-14 11:30"))
    }

    @Test(
        "text typed into a field keeps its spaces; other commands ignore spaces around their words",
        arguments: ["starter", "refactored"])
    func play_keepsSpacesInFieldsAndIgnoresThemElsewhere(implementation: String) async {
        let (terminal, output) = scriptedTerminal(input: [
            "  add  ", "title  Lunch ", "amount 1 ", "\tsave", "amount 1", "SAVE ", "open today ",
        ])

        let code = await KataCommandLine.run(
            ["play", "expenses", "-i", implementation, "--time-zone", "UTC", "--now", "2025-05-14T10:00:00Z"],
            terminal: terminal)

        #expect(code == .success)
        #expect(output.standardOutput.contains("Title: [ Lunch ]"))
        #expect(output.standardOutput.contains("Amount: [1 ]\n  ! Enter an amount like 12.50"))
        #expect(output.standardOutput.contains("2025-05-14 10:00  Lunch  1.00"))
    }

    @Test(
        "a piped session echoes each command; a typed one shows a prompt instead", arguments: [false, true])
    func play_echoesCommandsOnlyWhenInputIsNotATerminal(interactive: Bool) async {
        let output = CapturedOutput()
        let prompts = CapturedOutput()
        let lines = ScriptedInput(["add 0", "quit"])
        let terminal = Terminal(
            usesColor: false, inputIsInteractive: interactive,
            writeOutput: { output.append($0, toError: false) },
            writeError: { output.append($0, toError: true) },
            readInput: { lines.next() },
            writePrompt: { prompts.append($0, toError: false) })

        _ = await KataCommandLine.run(["play", "cart"], terminal: terminal)

        #expect(output.standardOutput.contains("\n> add 0\n") == !interactive)
        #expect(prompts.standardOutput == (interactive ? "> \n> " : ""))
    }

    @Test(
        "impossible or malformed --now instants and empty database names are usage errors",
        arguments: [
            (["--now", "2025-02-30T10:00:00Z"], "--now 2025-02-30T10:00:00Z is not a real date and time"),
            (["--now", "2025-05-14T24:00:00Z"], "--now 2025-05-14T24:00:00Z: 24:00 is the next day's 00:00"),
            (
                ["--now", "2025-05-14"],
                "--now takes an ISO 8601 instant with its offset, e.g. 2025-05-14T12:00:00Z or 2025-05-14T14:00:00.250+02:00."
            ),
            (["--now", "inf"], "--now takes an ISO 8601 instant"),
            (["--now", "2025-05-14T12:00:00.Z"], "--now takes an ISO 8601 instant"),
            (["--now", "2025-05-14T12:00:00.1234567891Z"], "at most nine digits after the point"),
            (["--now", "0000-01-01T00:00:00Z"], "--now 0000-01-01T00:00:00Z is out of range"),
            (["--database", ""], "--database needs a value (FILE), not an empty one."),
            (
                ["--database", "-"],
                "--database takes a file name: a database cannot be read from the standard input (-)."
            ),
            (["--time-zone", ""], "--time-zone needs a value (ID), not an empty one."),
            (["--time-zone", "Europe/Pari"], "unknown time zone Europe/Pari. Use an identifier like Europe/Paris."),
            (["--time-zone", "Europe/Pari"], "\nDid you mean Europe/Paris?"),
        ])
    func playExpenses_refusesImpossibleOptions(options: [String], message: String) async {
        let (terminal, output) = scriptedTerminal(input: [])

        let code = await KataCommandLine.run(["play", "expenses"] + options, terminal: terminal)

        #expect(code == .usageError)
        #expect(output.standardError.contains(message), "\(output.standardError)")
    }

    @Test("a time zone is found without regard to case")
    func playExpenses_acceptsTimeZoneInAnyCase() async {
        let (terminal, output) = scriptedTerminal(input: ["add"])

        let code = await KataCommandLine.run(
            ["play", "expenses", "--time-zone", "europe/paris", "--now", "2025-05-14T10:00:00Z"], terminal: terminal
        )

        #expect(code == .success)
        #expect(output.standardOutput.contains("Date: 2025-05-14 12:00"))
    }
}
