import CartDomain

/// Shows the cart as it is now: the items in the order added, priced in the selected currency, and
/// their total. It reads the cart state each time, so it never needs refreshing.
@MainActor
public final class CartScreen {
    public let title = CartWording.cartTitle
    public let emptyMessage = CartWording.emptyCart
    private let cart: CartState
    private let converter: CurrencyConverter

    public init(cart: CartState, converter: CurrencyConverter) {
        self.cart = cart
        self.converter = converter
    }

    public var isEmpty: Bool {
        cart.items.isEmpty
    }

    public var rows: [CartRow] {
        cart.items.map { item in
            CartRow(name: item.name, price: price(of: item)?.text ?? CartWording.noRate)
        }
    }

    /// `Total` and the sum of the prices shown, added up unrounded and rounded once.
    public var total: String {
        let sum = cart.items.compactMap(price(of:)).reduce(0) { $0 + $1.amount }
        return CartWording.cartTotal(Money(sum, cart.currency).text)
    }

    public func render() -> String {
        let lines = isEmpty ? [emptyMessage] : rows.map { "\($0.name) | \($0.price)" }
        return ([title] + lines + [total]).joined(separator: "\n")
    }

    private func price(of item: InventoryItem) -> Money? {
        converter.convert(item.price, to: cart.currency)
    }
}
