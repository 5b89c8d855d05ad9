import CartDomain

/// What the shop sells and the exchange rates it prices them with: data, given to the screens by
/// `CartComposer`.
public enum ShopCatalogue {
    public static let items = [
        InventoryItem(id: 0, name: "Flashlight", summary: "A really great flashlight", price: Price(100, .usd)),
        InventoryItem(
            id: 1, name: "Tin can", summary: "Pretty much what you would expect from a tin can",
            price: Price(32, .usd)),
        InventoryItem(id: 2, name: "Cardboard Box", summary: "It holds things", price: Price(5, .usd)),
    ]

    /// The original app's rates, from row to column (kept as they were, though not consistent with
    /// each other), and the Euro's.
    public static let exchangeRates = ExchangeRates([
        .usd: [.usd: 1.0, .rupee: 66.78, .yuan: 6.87, .euro: 0.92],
        .rupee: [.usd: 1 / 66.78, .rupee: 1.0, .yuan: 0.107, .euro: 0.0138],
        .yuan: [.usd: 1 / 6.87, .rupee: 9.35, .yuan: 1.0, .euro: 0.134],
        .euro: [.usd: 1.09, .rupee: 72.59, .yuan: 7.47, .euro: 1.0],
    ])
}
