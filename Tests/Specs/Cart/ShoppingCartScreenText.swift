/// The inventory screen as the user sees it.
public struct InventoryScreenText: Equatable, Sendable {
    public let title: String
    /// The currency names the selector offers, in its order.
    public let currencies: [String]
    public let selectedCurrency: String
    public let rows: [InventoryRowText]
    /// `Total in cart N`.
    public let footer: String

    public init(
        title: String,
        currencies: [String],
        selectedCurrency: String,
        rows: [InventoryRowText],
        footer: String
    ) {
        self.title = title
        self.currencies = currencies
        self.selectedCurrency = selectedCurrency
        self.rows = rows
        self.footer = footer
    }
}

/// One row of the inventory: the item and its price in the selected currency (each row also has Add).
public struct InventoryRowText: Equatable, Sendable {
    public let product: String
    public let description: String
    public let price: String

    public init(product: String, description: String, price: String) {
        self.product = product
        self.description = description
        self.price = price
    }
}

/// The cart screen as the user sees it.
public struct CartScreenText: Equatable, Sendable {
    public let title: String
    /// One row per item added, in the order added.
    public let rows: [CartRowText]
    /// `Nothing in the cart` when the cart is empty, `nil` otherwise.
    public let emptyMessage: String?
    /// The last line, `Total` and the sum (CR CART-1); `nil` for an implementation without it.
    public let total: String?

    public init(title: String, rows: [CartRowText], emptyMessage: String?, total: String?) {
        self.title = title
        self.rows = rows
        self.emptyMessage = emptyMessage
        self.total = total
    }
}

/// One row of the cart: the product and its price in the selected currency.
public struct CartRowText: Equatable, Sendable, CustomStringConvertible {
    public let product: String
    public let price: String

    public init(product: String, price: String) {
        self.product = product
        self.price = price
    }

    public var description: String { "\(product) \(price)" }
}
