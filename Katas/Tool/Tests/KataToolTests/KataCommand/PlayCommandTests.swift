import Foundation
import ImplementationAdapters
import KataTool
import Specs
import Testing

@MainActor
@Suite("kata play", .standInApps)
struct PlayCommandTests {
    @Test("the cart shows added items in the selected currency", arguments: ["starter", "refactored"])
    func playCart_showsCartInSelectedCurrencyOnAddingAndSelecting(implementation: String) async {
        let (terminal, output) = scriptedTerminal(input: ["add 0", "add 2", "cart", "currency Yuan", "quit"])

        let code = await KataCommandLine.run(["play", "cart", "--implementation", implementation], terminal: terminal)

        #expect(code == .success)
        #expect(output.standardOutput.contains("Cart\nFlashlight | 元687.00\nCardboard Box | 元34.35"))
    }

    @Test(
        "registration welcomes a valid address and reports the server down", arguments: ["starter", "refactored"])
    func playRegistration_showsEachAttemptsMessage(implementation: String) async {
        let (terminal, output) = scriptedTerminal(input: [
            "email  anna@example.com ", "register", "server down", "email bob@example.com", "register",
        ])

        let code = await KataCommandLine.run(["play", "registration", "-i", implementation], terminal: terminal)

        #expect(code == .success)
        #expect(output.standardOutput.contains("Welcome! anna@example.com is registered."))
        #expect(output.standardOutput.contains("Registration failed: the server is unavailable. Please try again."))
    }

    @Test(
        "the expense tracker adds an entry at the clock and time zone given", arguments: ["starter", "refactored"])
    func playExpenses_listsEntryInLocalTimeOnAddingWithGivenClock(implementation: String) async {
        let (terminal, output) = scriptedTerminal(input: [
            "add", "title Lunch", "amount 12.50", "save", "open Today",
        ])

        let code = await KataCommandLine.run(
            [
                "play", "expenses", "-i", implementation, "--time-zone", "Asia/Kathmandu", "--now",
                "2025-05-14T10:00:00Z",
            ],
            terminal: terminal)

        #expect(code == .success)
        #expect(output.standardOutput.contains("Today\n2025-05-14 15:45  Lunch  12.50\nTotal 12.50"))
    }

    @Test("a session's rows count as a spec's driver counts them: add 0 is addItem(inRow: 0), the top row")
    func playCart_countsRowsAsTheDriverDoes() async throws {
        let (terminal, output) = scriptedTerminal(input: ["add 0", "cart"])
        let driver = Implementation.refactored.adapters.cart.launch()

        let code = await KataCommandLine.run(["play", "cart", "-i", "refactored"], terminal: terminal)
        driver.addItem(inRow: 0)
        driver.openCart()

        #expect(code == .success)
        let cart = try #require(driver.cart?.rows.first)
        #expect(output.standardOutput.contains("Cart\n\(cart.product) | \(cart.price)"))
    }

    @Test("an unknown command is answered, and the session goes on")
    func playCart_answersUnknownCommandAndGoesOn() async {
        let (terminal, output) = scriptedTerminal(input: ["fly", "add 0"])

        let code = await KataCommandLine.run(["play", "cart"], terminal: terminal)

        #expect(code == .success)
        #expect(output.standardOutput.contains("Unknown command \"fly\". Type help for the commands."))
        #expect(output.standardOutput.contains("Total in cart 1"))
    }

    @Test("a file that is not an expense database is refused and left unchanged, exit 1")
    func playExpenses_refusesFileThatIsNotAnExpenseDatabase() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString).txt")
        try Data("my notes".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (terminal, output) = scriptedTerminal(input: [])

        let code = await KataCommandLine.run(
            ["play", "expenses", "--database", file.path, "--time-zone", "UTC", "--now", "2025-05-14T12:00:00Z"],
            terminal: terminal)

        #expect(code == .failure)
        #expect(output.standardError.contains("is not an expense database. Nothing was changed."))
        #expect(try Data(contentsOf: file) == Data("my notes".utf8))
    }

    @Test(
        "options that do not fit the app are usage errors",
        arguments: [
            ["play"], ["play", "bank"], ["play", "cart", "--database", "x"],
            ["play", "registration", "--sample-data"],
            ["play", "expenses", "--time-zone", "Mars/Base"],
            ["play", "expenses", "--time-zone", "UTC", "--now", "yesterday"],
        ])
    func play_answersUsageOnBadOptions(arguments: [String]) async {
        let (terminal, output) = scriptedTerminal(input: [])

        let code = await KataCommandLine.run(arguments, terminal: terminal)

        #expect(code == .usageError)
        #expect(output.standardError.contains("Usage: swift run kata play"))
    }

    // MARK: - Helpers

    private func makeSUT(input: [String]) -> (Terminal, CapturedOutput) {
        CapturedOutput.terminal(input: input)
    }
}
