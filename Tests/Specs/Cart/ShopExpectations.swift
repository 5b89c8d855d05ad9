/// What BEHAVIOUR.md section 2 says the user sees, written out as the specs compare it.
public enum ShopExpectations {
    /// An item of the inventory, with its price as shown in each currency.
    public struct Item: Sendable {
        public let product: String
        public let description: String
        public let pricesByCurrency: [String: String]

        public init(product: String, description: String, pricesByCurrency: [String: String]) {
            self.product = product
            self.description = description
            self.pricesByCurrency = pricesByCurrency
        }
    }

    /// The inventory in id order; prices are `price * rate[USD][currency]` with two decimals.
    public static let items: [Item] = [
        Item(
            product: "Flashlight",
            description: "A really great flashlight",
            pricesByCurrency: ["USD": "$100.00", "Rupee": "₹6678.00", "Yuan": "元687.00", "Euro": "€92.00"]
        ),
        Item(
            product: "Tin can",
            description: "Pretty much what you would expect from a tin can",
            pricesByCurrency: ["USD": "$32.00", "Rupee": "₹2136.96", "Yuan": "元219.84", "Euro": "€29.44"]
        ),
        Item(
            product: "Cardboard Box",
            description: "It holds things",
            pricesByCurrency: ["USD": "$5.00", "Rupee": "₹333.90", "Yuan": "元34.35", "Euro": "€4.60"]
        ),
    ]

    public static let currenciesWithoutEuro = ["USD", "Rupee", "Yuan"]

    /// The currencies the selector offers, in order: Euro last once CART-2 is done.
    public static func currencies(of adapters: Adapters) -> [String] {
        currenciesWithoutEuro + (adapters.changeRequestsDone.contains(.euro) ? ["Euro"] : [])
    }

    /// The row of the item in `row` as the inventory shows it in `currency`.
    public static func inventoryRow(_ row: Int, in currency: String) -> InventoryRowText {
        let item = items[row]
        return InventoryRowText(
            product: item.product,
            description: item.description,
            price: item.pricesByCurrency[currency] ?? "(no price in \(currency))"
        )
    }

    /// The cart rows for the items added from `rows`, in that order, priced in `currency`.
    public static func cartRows(_ rows: [Int], in currency: String) -> [CartRowText] {
        rows.map { CartRowText(product: items[$0].product, price: inventoryRow($0, in: currency).price) }
    }
}

// MARK: - Helpers the specs share

/// Adds the items of `rows` to the cart, in that order.
@MainActor
public func add(_ rows: [Int], to app: any ShoppingCartDriver) {
    for row in rows {
        app.addItem(inRow: row)
    }
}

/// The open cart screen; a failure saying so when it is not open.
@MainActor
public func openCartScreen(of app: any ShoppingCartDriver, _ moment: String) throws -> CartScreenText {
    guard let cart = app.cart else {
        throw SpecFailure("the cart screen \(moment)", expected: "open", seen: "not open")
    }
    return cart
}

/// One value the user saw, next to the value BEHAVIOUR.md asks for.
public struct Sighting<Value: Equatable & Sendable>: Sendable {
    public let what: String
    public let seen: Value
    public let expected: Value

    public init(what: String, seen: Value, expected: Value) {
        self.what = what
        self.seen = seen
        self.expected = expected
    }
}

/// Throws one failure listing every sighting that differs from what was expected.
public func expectEvery<Value>(
    _ sightings: [Sighting<Value>], _ what: String, file: String = #filePath, line: Int = #line
)
    async throws
{
    try await expectEveryRow(of: sightings, what, file: file, line: line) { sighting in
        try expect(sighting.seen, equals: sighting.expected, sighting.what)
    }
}
