import Specs
import Testing

@testable import KataTool

@Suite("kata review and kata audit: the command line")
struct ReviewCommandLineTests {
    @Test(
        "help answers on both commands, exit 0",
        arguments: [["review", "--help"], ["audit", "--help"], ["help", "review"], ["help", "audit"]])
    func help_printsUsageOnReviewAndAudit(arguments: [String]) async {
        let (terminal, output) = CapturedOutput.terminal()

        let code = await KataCommandLine.run(arguments, terminal: terminal)

        #expect(code == .success)
        #expect(
            output.standardOutput.hasPrefix(
                "Usage: swift run kata \(arguments.contains("review") ? "review" : "audit")"))
    }

    @Test(
        "a command line they do not understand gets the usage on standard error, exit 2",
        arguments: [
            ["review", "--app", "bogus"], ["review", "--principle", "solid"], ["review", "extra"],
            ["review", "--output"],
            ["audit", "bogus"], ["audit", "cart", "expenses"], ["audit", "--frobnicate"],
        ])
    func run_answersUsageWithExitCode2OnBadArguments(arguments: [String]) async {
        let (terminal, output) = CapturedOutput.terminal()

        let code = await KataCommandLine.run(arguments, terminal: terminal)

        #expect(code == .usageError)
        #expect(output.standardError.hasPrefix("kata: "))
        #expect(output.standardError.contains("Usage: swift run kata \(arguments[0])"))
    }

    @Test("kata audit prints the side-by-side table of every app, each fact with its definition")
    func run_printsTableOfEveryAppOnAudit() async {
        let (terminal, output) = CapturedOutput.terminal()

        let code = await KataCommandLine.run(["audit"], terminal: terminal)

        #expect(code == .success)
        for app in App.allCases {
            #expect(output.standardOutput.contains(app.displayName.padded(to: AuditTable.nameWidth) + "Starter"))
        }
        #expect(output.standardOutput.contains("      How much code there is: Swift files, and lines that hold code."))
        #expect(
            output.standardOutput.hasSuffix("The same table heads each page of the review site: swift run kata review"))
    }
}
