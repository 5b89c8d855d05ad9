import Foundation
import ImplementationAdapters
import Specs
import Testing

@testable import KataTool

/// What `kata check` says about declarations, on a "Starter" the test owns: the Refactored's apps, with the
/// change requests the test declares and, where a test says so, a cart without its total (CART-1 unbuilt).
/// The other implementation is the Refactored's stand-in (`StandInApps`).
@MainActor
@Suite("kata hints about declarations")
struct ChangeRequestHintsTests {
    @Test("a declared change request whose specs fail is \"declared, failing\": counted, and never advised away")
    func check_saysDeclaredFailingOnDeclaredRequestWithFailingSpecs() async throws {
        let starter = cartWithoutTotal(declaring: [.cartTotal])
        let cartTotalSpecs = Catalogue.specs.filter { $0.changeRequest == .cartTotal }.count

        let (code, output) = try await check(
            ["cart", "--implementation", "starter", "--this-app-only"], starter: starter)

        #expect(code == .failure)
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("CART-1 is declared") })
        #expect(
            line
                == "CART-1 is declared, failing: \(cartTotalSpecs) of its \(cartTotalSpecs) specs fail on the Starter. "
                + "The failures above show what each expects; a declared change request must pass.")
        #expect(!output.contains("--remove"))
    }

    @Test("an undeclared change request whose specs all pass looks built, and the printed command declares it")
    func check_saysLooksBuiltWithRunnableCommandOnBuiltButUndeclaredRequest() async throws {
        let builtStarter = StandInApps.starter(declaring: [])

        let (_, output) = try await check(
            ["cart", "--implementation", "starter", "--this-app-only"], starter: builtStarter)

        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("CART-1 looks built") })
        #expect(
            line == "CART-1 looks built: its specs pass on the Starter. Declare it: swift run kata declare CART-1")
        let command = try #require(line.components(separatedBy: "Declare it: ").last)
        let (folder, declaration, _) = try emptyStarterDeclaration()
        defer { folder.remove() }
        _ = try run(Array(command.split(separator: " ").dropFirst(4).map(String.init)), on: declaration)
        #expect(try declaration.read() == [.cartTotal])
    }

    @Test("checking one app ends with a line naming another app that is red, with its failure count, and exits 1")
    func check_endsWithOtherRedAppOnRegressionElsewhere() async throws {
        let starter = cartWithoutTotal(declaring: [.cartTotal])
        let cartFailures = await StandInApps.outcomes.results(apps: [.cart], adapterSets: [starter], specName: nil)
            .failures.count

        let (code, output) = try await check(["registration", "--implementation", "starter"], starter: starter)

        #expect(cartFailures > 0)
        #expect(
            output.split(separator: "\n").last
                == "Also red: cart (\(cartFailures) failed: swift run kata check cart --implementation starter)")
        #expect(code == .failure)
    }

    @Test("checking one app ends with a line saying the other apps pass when they do")
    func check_endsWithOtherAppsPassOnNoRegression() async throws {
        let (code, output) = try await check(["cart", "--implementation", "starter"], starter: StandInApps.starter)

        #expect(output.split(separator: "\n").last == "Other apps: no spec fails (expenses, registration).")
        #expect(code == .success)
    }

    // MARK: - Helpers

    /// A "Starter" with the Refactored's apps but a shopping cart without its total (CART-1 unbuilt, as the
    /// untouched Starter has it): it declares what the Refactored declares but CART-1, and `declaring`. The
    /// test owns what is built and declared, so an attendee's Starter, whatever it has built, cannot change
    /// the outcome.
    private func cartWithoutTotal(declaring: Set<ChangeRequest>) -> Adapters {
        let base = StandInApps.starter(
            declaring: Adapters.refactored.changeRequestsDone.subtracting([.cartTotal]).union(declaring))
        return Adapters(
            implementation: .starter, changeRequestsDone: base.changeRequestsDone, expenses: base.expenses,
            cart: CartWithoutTotal(), registration: base.registration)
    }

    /// `kata check` with `words`, in this process, on `starter` and the Refactored's apps.
    private func check(_ words: [String], starter: Adapters) async throws -> (ExitCode, String) {
        let output = CapturedOutput()
        let code = try await CheckCommand.run(
            words, terminal: output.terminal(width: 200), isolation: .inProcess(StandInApps.outcomes)
        ) {
            $0 == .starter ? starter : StandInApps.adapters($0)
        }
        return (code, output.standardOutput)
    }
}

/// The Refactored's shopping cart without its total: no total line in the cart screen nor in its text.
private struct CartWithoutTotal: ShoppingCartAdapter {
    @MainActor func launch() -> any ShoppingCartDriver { Driver(Adapters.refactored.cart.launch()) }

    @MainActor func launch(selling items: [ShopItem]) -> any ShoppingCartDriver {
        Driver(Adapters.refactored.cart.launch(selling: items))
    }

    @MainActor
    private final class Driver: ShoppingCartDriver {
        private let base: any ShoppingCartDriver

        init(_ base: any ShoppingCartDriver) { self.base = base }

        var inventory: InventoryScreenText { base.inventory }

        var cart: CartScreenText? {
            base.cart.map { CartScreenText(title: $0.title, rows: $0.rows, emptyMessage: $0.emptyMessage, total: nil) }
        }

        var visibleText: String {
            base.visibleText.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("Total ") || $0.hasPrefix("Total in cart") }.joined(separator: "\n")
        }

        func selectCurrency(_ name: String) throws { try base.selectCurrency(name) }
        func addItem(inRow row: Int) { base.addItem(inRow: row) }
        func openCart() { base.openCart() }
        func closeCart() { base.closeCart() }
        func letOneSecondPass() { base.letOneSecondPass() }
        var liveRepeatingJobs: Int { base.liveRepeatingJobs }
        var repeatingJobRuns: Int { base.repeatingJobRuns }
    }
}
