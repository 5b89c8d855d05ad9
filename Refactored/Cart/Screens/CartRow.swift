/// One row of the cart screen: an item added, with its price in the selected currency.
public struct CartRow: Hashable, Sendable {
    public let product: String
    public let price: String

    public init(product: String, price: String) {
        self.product = product
        self.price = price
    }
}
