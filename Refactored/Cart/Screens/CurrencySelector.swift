import CartDomain

/// Offers currencies and changes the selected one: the cart state's currency, the one setting every
/// screen shows. It keeps no selection of its own, so any screen can show it.
@MainActor
public struct CurrencySelector {
    public let currencies: [Currency]
    private let cart: CartState

    public init(currencies: [Currency], cart: CartState) {
        self.currencies = currencies
        self.cart = cart
    }

    public var selected: Currency {
        cart.currency
    }

    /// Selects `currency`; one the selector does not offer changes nothing.
    public func select(_ currency: Currency) {
        guard currencies.contains(currency) else { return }
        cart.currency = currency
    }

    /// `Currency:` and the names offered, the selected one in brackets.
    public func render() -> String {
        let names = currencies.map { $0 == selected ? "[\($0.name)]" : $0.name }
        return ([CartWording.currencyLabel] + names).joined(separator: " ")
    }
}
