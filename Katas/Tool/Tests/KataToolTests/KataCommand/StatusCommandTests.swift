import Specs
import Testing

@testable import KataTool

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

    @Test("all green: the next step opens the kata after the last one built, and names this command as the net")
    func status_sendsToTheNextKataWithThisCommandAsTheNet() async {
        let (terminal, output) = CapturedOutput.terminal(usesColor: false)

        _ = await KataCommandLine.run([], terminal: terminal)

        // The stand-in Starter has every change request but REG-3 and REG-4 (registration-parallel-changes).
        let said = output.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            said.contains(
                "Next: the kata after registration-composition, which built REG-1 and REG-2 in your Starter, or the "
                    + "one your facilitator names: swift run kata show registration-parallel-changes "),
            "\(output.standardOutput)")
        #expect(said.contains("run this command again after each one: it is your safety net."))
    }

    @Test("with change requests in the Starter, the next step is the kata after the last one that built one")
    func nextKata_followsTheLastKataWhoseChangeRequestTheStarterHas() {
        let order = KataLibrary.katas.map(\.id)
        let all = ChangeRequest.allCases

        let none = StatusCommand.nextKata(pending: all, order: order)
        let expenses = StatusCommand.nextKata(pending: all.filter { $0.app != .expenses }, order: order)
        let weekly = StatusCommand.nextKata(pending: all.filter { $0 != .weeklyReport }, order: order)
        let cart = StatusCommand.nextKata(pending: all.filter { $0.app == .registration }, order: order)

        #expect(none.kata == "expenses-net" && none.why == "open a kata, the first")
        #expect(expenses.kata == "cart-net")
        #expect(expenses.why == "the kata after expenses-lsp, which built EXP-2 in your Starter,")
        #expect(weekly.kata == "expenses-dip" && weekly.why.hasPrefix("the kata after expenses-ocp, which built EXP-1"))
        #expect(cart.kata == "registration-net" && cart.why.contains("which built CART-1 and CART-2"))
    }

    @Test("on a branch kata start made, the next step is that kata until the Starter has its change requests")
    func nextKata_staysOnTheBranchsKataUntilItsChangeRequestsAreBuilt() {
        let order = KataLibrary.katas.map(\.id)
        let afterISP = ChangeRequest.allCases.filter { $0 != .weeklyReport }

        let working = StatusCommand.nextKata(pending: afterISP, order: order, branch: "start/expenses-lsp")
        let done = StatusCommand.nextKata(
            pending: afterISP.filter { $0 != .failedSaveKeepsForm }, order: order, branch: "start/expenses-lsp")
        let noRequest = StatusCommand.nextKata(pending: afterISP, order: order, branch: "start/expenses-dip")
        let other = StatusCommand.nextKata(pending: afterISP, order: order, branch: "solid/expenses-lsp")

        #expect(working.kata == "expenses-lsp" && working.why == "the kata of your branch, start/expenses-lsp,")
        #expect(done.kata == "cart-net" && done.why.hasPrefix("the kata after expenses-lsp"))
        #expect(noRequest.kata == "expenses-dip")
        #expect(other.kata == "expenses-dip" && other.why.hasPrefix("the kata after expenses-ocp"))
    }
}
