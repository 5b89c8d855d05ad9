import CartDomain

/// The shop's first screen: the currency selector, the items it is given with their prices, and how
/// many items are in the cart.
@MainActor
public final class InventoryScreen {
    public let title = CartWording.inventoryTitle
    public let currencySelector: CurrencySelector
    private let items: [InventoryItem]
    private let converter: CurrencyConverter
    private let cart: CartState

    public init(
        items: [InventoryItem], converter: CurrencyConverter, cart: CartState, currencySelector: CurrencySelector
    ) {
        self.items = items
        self.converter = converter
        self.cart = cart
        self.currencySelector = currencySelector
    }

    public var rows: [InventoryRow] {
        items.map { item in
            InventoryRow(
                name: item.name,
                summary: item.summary,
                price: converter.convert(item.price, to: cart.currency)?.text ?? CartWording.noRate
            )
        }
    }

    public var footer: String {
        CartWording.itemsInCart(cart.items.count)
    }

    /// Adds the item shown in `row` (counted from 0) to the cart; a row not shown changes nothing.
    public func addItem(inRow row: Int) {
        guard items.indices.contains(row) else { return }
        cart.add(items[row])
    }

    public func render() -> String {
        let lines = rows.map { "\($0.name) | \($0.summary) | \($0.price) | \(CartWording.add)" }
        return ([title, currencySelector.render()] + lines + [footer]).joined(separator: "\n")
    }
}
