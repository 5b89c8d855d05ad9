import Observation

/// Everything the shop shows: the inventory screen, and the cart screen over it while it is open.
@MainActor
@Observable
public final class ShopWindow {
    public let inventory: InventoryScreen
    private let cartScreen: CartScreen
    private var isCartOpen = false

    public init(inventory: InventoryScreen, cart: CartScreen) {
        self.inventory = inventory
        self.cartScreen = cart
    }

    /// The cart screen while it is open, `nil` otherwise.
    public var cart: CartScreen? {
        isCartOpen ? cartScreen : nil
    }

    public func openCart() {
        isCartOpen = true
    }

    public func closeCart() {
        isCartOpen = false
    }

    /// Every open screen's text, a blank line between screens.
    public func render() -> String {
        ([inventory.render()] + [cart?.render()].compactMap { $0 }).joined(separator: "\n\n")
    }
}
