import Specs
@preconcurrency import Starter

struct StarterShoppingCart: ShoppingCartAdapter {
    @MainActor func launch() -> any ShoppingCartDriver {
        // The Starter keeps the cart in a global singleton: a fresh app starts with a fresh cart.
        CartManager.shared = CartManager()
        // The app starts on the inventory screen, with the shop's own stock; it opens the cart screen itself.
        return StarterShoppingCartDriver(inventoryScreen: InventoryScreen())
    }

    @MainActor func launch(selling items: [ShopItem]) -> any ShoppingCartDriver {
        // The Starter keeps the cart in a global singleton: a fresh app starts with a fresh cart.
        CartManager.shared = CartManager()
        // The app starts on the inventory screen; it opens the cart screen itself.
        let products = items.map { (name: $0.product, desc: $0.description, price: $0.price, cur: $0.currency) }
        return StarterShoppingCartDriver(inventoryScreen: InventoryScreen(products: products))
    }
}

/// Reads the Starter's screens the way a user sees them and taps their buttons.
@MainActor
final class StarterShoppingCartDriver: ShoppingCartDriver {
    private let inventoryScreen: InventoryScreen
    /// The app's clock: a second passes only when a spec lets it.
    private let scheduler = ManualScheduler()

    init(inventoryScreen: InventoryScreen) {
        self.inventoryScreen = inventoryScreen
        inventoryScreen.scheduler = scheduler
    }

    var inventory: InventoryScreenText {
        InventoryScreenText(
            title: inventoryScreen.title,
            currencies: inventoryScreen.curs,
            selectedCurrency: inventoryScreen.curs[inventoryScreen.selIdx],
            rows: (0..<inventoryScreen.numberOfRows()).map { row in
                let cell = inventoryScreen.cell(at: row)
                return InventoryRowText(product: cell.name, description: cell.desc, price: cell.price)
            },
            footer: inventoryScreen.footerText
        )
    }

    var cart: CartScreenText? {
        guard let cartScreen = inventoryScreen.cartScreen else { return nil }
        return CartScreenText(
            title: cartScreen.title,
            rows: (0..<cartScreen.numberOfRows()).map { row in
                let cell = cartScreen.cell(at: row)
                return CartRowText(product: cell.name, price: cell.price)
            },
            emptyMessage: cartScreen.emptyText,
            // CART-1: once the cart screen shows its total, return that line here.
            total: nil
        )
    }

    var visibleText: String {
        [inventoryScreen.render(), inventoryScreen.cartScreen?.render()].compactMap { $0 }.joined(separator: "\n\n")
    }

    func selectCurrency(_ name: String) throws {
        guard let index = inventoryScreen.curs.firstIndex(of: name) else {
            throw ShoppingCartDriverError.noSuchCurrency(name)
        }
        inventoryScreen.curChanged(index)
    }

    func addItem(inRow row: Int) {
        inventoryScreen.addTapped(row)
    }

    func openCart() {
        inventoryScreen.cartTapped()
    }

    func closeCart() {
        inventoryScreen.backTapped()
    }

    func letOneSecondPass() {
        // The cart screen polls the cart on a repeating timer of the scheduler: whatever falls due runs now.
        scheduler.advance(by: 1)
    }

    var liveRepeatingJobs: Int {
        scheduler.liveJobCount
    }

    var repeatingJobRuns: Int {
        scheduler.runCount
    }
}
