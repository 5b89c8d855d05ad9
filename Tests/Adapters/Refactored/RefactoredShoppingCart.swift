import CartComposition
import CartDomain
import CartScreens
import Specs

struct RefactoredShoppingCart: ShoppingCartAdapter {
    @MainActor func launch() -> any ShoppingCartDriver {
        RefactoredShoppingCartDriver(window: CartComposer.makeWindow())
    }

    @MainActor func launch(selling items: [ShopItem]) -> any ShoppingCartDriver {
        let inventory = items.enumerated().map { id, item in
            InventoryItem(
                id: id, name: item.product, summary: item.description,
                price: Price(item.price, Currency(rawValue: item.currency) ?? .usd))
        }
        return RefactoredShoppingCartDriver(window: CartComposer.makeWindow(items: inventory))
    }
}

/// Reads the Refactored screens the way a user sees them and uses their actions.
@MainActor
final class RefactoredShoppingCartDriver: ShoppingCartDriver {
    private let window: ShopWindow

    init(window: ShopWindow) {
        self.window = window
    }

    var inventory: InventoryScreenText {
        let screen = window.inventory
        return InventoryScreenText(
            title: screen.title,
            currencies: screen.currencySelector.currencies.map(\.name),
            selectedCurrency: screen.currencySelector.selected.name,
            rows: screen.rows.map {
                InventoryRowText(product: $0.name, description: $0.summary, price: $0.price)
            },
            footer: screen.footer
        )
    }

    var cart: CartScreenText? {
        window.cart.map { screen in
            CartScreenText(
                title: screen.title,
                rows: screen.rows.map { CartRowText(product: $0.name, price: $0.price) },
                emptyMessage: screen.isEmpty ? screen.emptyMessage : nil,
                total: screen.total
            )
        }
    }

    var visibleText: String {
        window.render()
    }

    func selectCurrency(_ name: String) throws {
        let selector = window.inventory.currencySelector
        guard let currency = selector.currencies.first(where: { $0.name == name }) else {
            throw ShoppingCartDriverError.noSuchCurrency(name)
        }
        selector.select(currency)
    }

    func addItem(inRow row: Int) {
        window.inventory.addItem(inRow: row)
    }

    func openCart() {
        window.openCart()
    }

    func closeCart() {
        window.closeCart()
    }

    func letOneSecondPass() {
        // Nothing in the Refactored app waits or polls: every screen reads the one cart state.
    }

    var liveRepeatingJobs: Int {
        // The Refactored schedules nothing: no screen polls.
        0
    }

    var repeatingJobRuns: Int { 0 }
}
