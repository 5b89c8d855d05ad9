import CartDomain
import CartScreens

/// Builds the shop: one cart state that every screen shows, and the items, rates and currencies
/// given to the screens that need them.
@MainActor
public enum CartComposer {
    public static func makeWindow(
        items: [InventoryItem] = ShopCatalogue.items,
        rates: ExchangeRates = ShopCatalogue.exchangeRates,
        currencies: [Currency] = Currency.allCases
    ) -> ShopWindow {
        let cart = CartState(currency: .usd)
        let converter = CurrencyConverter(rates: rates)
        let inventory = InventoryScreen(
            items: items,
            converter: converter,
            cart: cart,
            currencySelector: CurrencySelector(currencies: currencies, cart: cart)
        )
        return ShopWindow(inventory: inventory, cart: CartScreen(cart: cart, converter: converter))
    }
}
