import Foundation
import Specs
import Synchronization
import Testing

@testable import KataTool

/// The command line itself: help, usage errors and colour. None of these runs an app (`kata status` is
/// tested in `StatusCommandTests`, on the stand-in apps).
@MainActor
@Suite("kata command line")
struct KataCommandLineTests {
    @Test(
        "help answers on every command, exit 0",
        arguments: [
            ["--help"], ["help"], ["help", "check"], ["help", "--help"], ["help", "help"], ["--help", "--help"],
            ["status", "--help"], ["check", "--help"], ["check", "-h"],
            ["list", "--help"], ["show", "--help"], ["bench", "--help"], ["generate-tests", "--help"],
        ])
    func help_printsUsageOnEveryCommand(arguments: [String]) async {
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(arguments, terminal: terminal)

        #expect(code == .success)
        #expect(output.standardOutput.contains("Usage"))
        #expect(output.standardError.isEmpty)
    }

    @Test(
        "a command line it does not understand gets the usage on standard error, exit 2",
        arguments: [
            ["bogus"], ["check", "bogus"], ["check", "--implementation", "nobody"], ["check", "--implementation"],
            ["check", "--spec", "noSuchSpec"], ["check", "--frobnicate"], ["status", "extra"], ["show"],
            ["show", "no-such-kata"], ["list", "extra"], ["help", "bogus"], ["bench", "extra"],
            ["bench", "--runs", "0"], ["generate-tests", "extra"], ["generate-tests", "--frobnicate"],
            ["check", "--runs", "0"], ["check", "cart", "--sequence", "x"],
            ["check", "cart", "--sequence", "1", "--seed", "2"], ["check", "--seed", "2"],
            ["check", "--sequence", "1", "-i", "starter"],
        ])
    func run_answersUsageWithExitCode2OnBadArguments(arguments: [String]) async {
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(arguments, terminal: terminal)

        #expect(code == .usageError)
        #expect(output.standardError.hasPrefix("kata: "))
        #expect(output.standardError.contains("Usage"))
    }

    @Test(
        "every count option reads its number one way: the reason names the range and what was typed",
        arguments: [
            (["check", "--runs", "5\u{301}"], "kata: --runs takes a number of runs from 1 to 20, not 5\u{301}."),
            (["check", "--runs", "21"], "kata: --runs 21 is too large: at most 20 runs."),
            (["check", "--runs", "0"], "kata: --runs takes a number of runs from 1 to 20."),
            (["bench", "--runs", "x"], "kata: --runs takes a number of runs from 1 to 1000, not x."),
            (["check", "--random", "1.5"], "kata: --random takes a number of sequences from 1 to 100000, not 1.5."),
        ])
    func countOptions_refuseWithTheSameKindOfReason(arguments: [String], message: String) async {
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(arguments, terminal: terminal)

        #expect(code == .usageError)
        #expect(output.standardError.hasPrefix(message + "\n"), "\(output.standardError.prefix(200))")
    }

    @Test("the bench footer names the debrief, whose table explains every ratio")
    func benchFooter_namesTheDebrief() throws {
        let debrief = try String(
            contentsOf: PackageFolder.root.appendingPathComponent(BenchTable.debrief), encoding: .utf8)

        #expect(BenchTable().footer.contains(BenchTable.debrief))
        #expect(debrief.hasPrefix("# Does SOLID cost speed?"))
    }

    @Test("every change request is in the guide's kata table and its kata's title")
    func changeRequests_areNamedInTheGuideAndTheKataTitle() throws {
        let guide = try String(
            contentsOf: PackageFolder.root.appendingPathComponent("Katas/README.md"), encoding: .utf8)

        for changeRequest in ChangeRequest.allCases {
            let code = changeRequest.code
            let row = guide.split(separator: "\n").first { $0.hasPrefix("| `\(changeRequest.kataID)` |") }
            #expect(row?.contains(code) == true, "the guide's row of \(changeRequest.kataID) does not name \(code)")
            let kata = KataLibrary.katas.first { $0.id == changeRequest.kataID }
            let named = kata?.title.contains(code) == true || changeRequest.kataID == "registration-parallel-changes"
            #expect(named, "the title of \(changeRequest.kataID) does not name \(code)")
        }
    }

    #if os(Linux)
        @Test("output that cannot be written (a full device) fails, saying why on standard error")
        func kata_exitsNonZeroOnOutputItCannotWrite() throws {
            let kata = try #require(KataExecutable.find())
            let process = Process()
            process.executableURL = kata
            process.arguments = ["list"]
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            let errors = Pipe()
            process.standardError = errors

            try process.run()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()

            #expect(process.terminationStatus == 1)
            #expect(said == "kata: could not write the output: No space left on device.\n")
        }
    #endif

    @Test(
        "names are read without regard to case in every command",
        arguments: [
            ["audit", "CART"], ["show", "EXPENSES-SRP"], ["solution", "Expenses-SRP"], ["mutants", "CART", "--list"],
            ["mutants", "cart", "-i", "STARTER", "--list"], ["help", "CHECK"],
        ])
    func names_areReadInAnyCaseInEveryCommand(arguments: [String]) async {
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(arguments, terminal: terminal)

        #expect(code == .success, "\(output.standardError)")
    }

    @Test(
        "a refusal shows an empty word as \"\", and invisible characters escaped and named",
        arguments: [
            (["declare", ""], "kata: no change request \"\"."), (["show", ""], "kata: no kata named \"\"."),
            (["help", ""], "kata: no command named \"\"."), (["audit", ""], "kata: unknown app \"\"."),
            (["check", "cart\u{200B}"], #"kata: unknown app "cart\u{200B}" (invisible: \u{200B} ZERO WIDTH SPACE)."#),
        ])
    func refusal_showsEmptyAndInvisibleWordsReadably(arguments: [String], message: String) async {
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(arguments, terminal: terminal)

        #expect(code == .usageError)
        #expect(output.standardError.hasPrefix(message), "\(output.standardError.prefix(200))")
    }

    @Test("the suggestion for a slip of the keyboard is the last line, under the usage")
    func usage_endsWithTheSuggestionOnAMisspeltCommand() async {
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(["chek"], terminal: terminal)

        #expect(code == .usageError)
        #expect(output.standardError.hasPrefix("kata: unknown command chek.\n"))
        #expect(output.standardError.hasSuffix("\nDid you mean check?"))
    }

    @Test(
        "--now takes seconds with a fraction, as ISO 8601 allows, in UTC and with an offset",
        arguments: [
            ("2025-05-14T23:59:59.5Z", 1_747_267_199.5), ("2025-05-14T12:00:00.250+02:00", 1_747_216_800.25),
            ("2025-05-14T12:00:00Z", 1_747_224_000),
        ])
    func now_acceptsFractionalSeconds(text: String, seconds: Double) throws {
        #expect(try PlayDate.instant(text).timeIntervalSince1970 == seconds)
    }

    @Test("colour is off when NO_COLOR is set")
    func standardTerminal_hasNoColorWithNoColorSet() {
        let terminal = Terminal.standard(environment: ["NO_COLOR": "1", "TERM": "xterm"])

        #expect(!terminal.usesColor)
    }

    // MARK: - Helpers

    private func makeSUT(usesColor: Bool = false) -> (Terminal, CapturedOutput) {
        CapturedOutput.terminal(usesColor: usesColor)
    }
}

/// Collects what the command writes, so a test can read it.
final class CapturedOutput: Sendable {
    /// A terminal that writes into a new capture and reads `input`, one line at a time.
    static func terminal(usesColor: Bool = false, input: [String] = []) -> (Terminal, CapturedOutput) {
        let output = CapturedOutput()
        return (output.terminal(usesColor: usesColor, input: input), output)
    }

    /// A terminal `width` columns wide that writes into this capture and reads `input`, one line at a time.
    func terminal(usesColor: Bool = false, width: Int = TerminalWidth.fallback, input: [String] = []) -> Terminal {
        let lines = ScriptedInput(input)
        return Terminal(
            usesColor: usesColor, width: width, writeOutput: { self.append($0, toError: false) },
            writeError: { self.append($0, toError: true) }, readInput: { lines.next() })
    }

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

extension KataCommandLineTests {
    @Test(
        "a misspelt name is answered with the closest one, exit 2",
        arguments: [
            (["chek"], "unknown command chek. Did you mean check?"),
            (["help", "chek"], "no command named chek. Did you mean check?"),
            (["check", "expnses"], "unknown app expnses. Did you mean expenses?"),
            (["show", "expenses-ocpp"], "no kata named expenses-ocpp. Did you mean expenses-ocp?"),
            (["check", "-i", "refacored"], "unknown implementation refacored. Did you mean refactored?"),
            (
                ["check", "cart", "--implementaton", "starter"],
                "unknown option --implementaton. Did you mean --implementation?"
            ),
            (
                ["check", "--spec", "addExpense_storesNothingOnCancle"],
                "no spec named addExpense_storesNothingOnCancle. Did you mean addExpense_storesNothingOnCancel?"
            ),
            (
                ["check", "--spec", "addItem_showsEveryAdditionOnceASecondPassesOnSeveralAdditions"],
                "no spec named addItem_showsEveryAdditionOnceASecondPas… (61 characters). Did you mean "
                    + "addItem_showsEveryAdditionOnceASecondPassesOnSeveralAdditionsWithinOneSecond?"
            ),
            (
                ["check", "cart", "--spec", "addExpense_storesNothingOnCancel"],
                "addExpense_storesNothingOnCancel is a spec of the expense tracker, not of the shopping cart. "
                    + "Run it with: swift run kata check expenses --spec addExpense_storesNothingOnCancel"
            ),
            (
                ["check", "cart", "--spec", "expenses.addExpense_storesNothingOnCancel"],
                "addExpense_storesNothingOnCancel is a spec of the expense tracker, not of the shopping cart. "
                    + "Run it with: swift run kata check expenses --spec addExpense_storesNothingOnCancel"
            ),
            (
                ["check", "cart", "starter"],
                "unexpected starter. Did you mean --implementation starter?"
            ),
            (["check", "cart", "Refactored"], "unexpected Refactored. Did you mean --implementation refactored?"),
            (["list", "starter"], "unexpected starter."),
        ])
    func run_suggestsClosestNameOnMisspeltName(arguments: [String], message: String) async {
        let (terminal, output) = scriptedTerminal(input: [])

        let code = await KataCommandLine.run(arguments, terminal: terminal)

        #expect(code == .usageError)
        let parts = message.components(separatedBy: " Did you mean ")
        #expect(output.standardError.hasPrefix("kata: \(parts[0])"), "\(output.standardError.prefix(300))")
        if parts.count == 2 {
            let last = output.standardError.split(separator: "\n").last.map(String.init) ?? ""
            #expect(last.hasPrefix("Did you mean \(parts[1])"), "\(last)")
        }
    }

    @Test("a spec named as the verdict of swift test prints it, after its app, runs as the spec", .standInApps)
    func run_readsSpecNameAfterItsAppAsTheVerdictPrintsIt() async {
        let spec = "launch_showsEmptyFieldAndNoMessage"
        let (prefixedTerminal, prefixed) = scriptedTerminal(input: [])
        let (plainTerminal, plain) = scriptedTerminal(input: [])

        let prefixedCode = await KataCommandLine.run(
            ["check", "registration", "-i", "refactored", "--spec", "Registration.\(spec)"], terminal: prefixedTerminal)
        let plainCode = await KataCommandLine.run(
            ["check", "registration", "-i", "refactored", "--spec", spec], terminal: plainTerminal)

        #expect(prefixedCode == .success)
        #expect(prefixedCode == plainCode)
        #expect(prefixed.standardOutput == plain.standardOutput)
        #expect(prefixed.standardOutput.contains(spec))
    }

    @Test("dashes pasted from a slide (em or en dash, Unicode hyphen or minus) read as typed ones")
    func run_readsPastedDashesAsTypedOnes() async {
        for (pasted, typed) in [
            (["show", "expenses\u{2010}net"], ["show", "expenses-net"]),
            (["show", "expenses\u{2212}net"], ["show", "expenses-net"]),
            (["check", "\u{2014}help"], ["check", "--help"]),
            (["check", "\u{2013}help"], ["check", "--help"]),
        ] {
            let (pastedTerminal, pastedOutput) = scriptedTerminal(input: [])
            let (typedTerminal, typedOutput) = scriptedTerminal(input: [])

            let pastedCode = await KataCommandLine.run(pasted, terminal: pastedTerminal)
            let typedCode = await KataCommandLine.run(typed, terminal: typedTerminal)

            #expect(pastedCode == .success, "\(pasted)")
            #expect(pastedCode == typedCode)
            #expect(pastedOutput.standardOutput == typedOutput.standardOutput, "\(pasted)")
        }
    }
}
