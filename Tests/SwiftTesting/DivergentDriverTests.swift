import KataHarness
import KataSubjects
import Testing

extension StarterAndRefactored {
    /// The differential runner can fail: given a driver that deliberately shows something else, it
    /// finds the difference and shrinks it to a few actions.
    @Suite("Differential runner")
    struct DifferentialRunnerTests {
        @Test("finds a deliberate divergence and shrinks it to at most 3 actions")
        @MainActor
        func run_findsAndShrinksDivergenceOnDivergentDriver() async throws {
            let divergent = Subject(
                implementation: .refactored,
                changeRequestsDone: [],
                expenses: Subject.refactored.expenses,
                cart: MiscountingShoppingCart(wrapping: Subject.refactored.cart),
                registration: Subject.refactored.registration
            )
            let check = try #require(DifferentialChecks.check(for: .cart))

            let outcome = await check.run(.starter, divergent, sequences: 300, seed: 7)

            guard case .diverged(let report, let actions) = outcome else {
                Issue.record("The runner found no divergence on a driver that miscounts the cart.")
                return
            }
            #expect(actions <= 3, "shrunk to \(actions) actions:\n\(report)")
            #expect(report.contains("Given a fresh shopping cart"))
            #expect(report.contains("Reproduce: swift run kata check cart --random 1 --seed"))
        }
    }
}

// MARK: - Helpers

/// A shopping cart whose footer counts one item too many once two items are in the cart.
private struct MiscountingShoppingCart: ShoppingCartAdapter {
    let wrapping: any ShoppingCartAdapter

    @MainActor func launch(selling items: [ShopItem]) -> any ShoppingCartDriver {
        MiscountingDriver(wrapped: wrapping.launch(selling: items))
    }
}

@MainActor
private final class MiscountingDriver: ShoppingCartDriver {
    private let wrapped: any ShoppingCartDriver
    private var added = 0

    init(wrapped: any ShoppingCartDriver) {
        self.wrapped = wrapped
    }

    var inventory: InventoryScreenText { wrapped.inventory }
    var cart: CartScreenText? { wrapped.cart }
    var visibleText: String {
        added >= 2
            ? wrapped.visibleText.replacingOccurrences(of: "Total in cart \(added)", with: "Total in cart \(added + 1)")
            : wrapped.visibleText
    }

    func selectCurrency(_ name: String) throws { try wrapped.selectCurrency(name) }
    func addItem(inRow row: Int) {
        if (0..<wrapped.inventory.rows.count).contains(row) { added += 1 }
        wrapped.addItem(inRow: row)
    }
    func openCart() { wrapped.openCart() }
    func closeCart() { wrapped.closeCart() }
    func letOneSecondPass() { wrapped.letOneSecondPass() }
}
