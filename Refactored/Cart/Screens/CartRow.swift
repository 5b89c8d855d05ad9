/// One row of the cart screen: an item added, with its price in the selected currency.
public struct CartRow: Hashable, Sendable {
    public let name: String
    public let price: String

    public init(name: String, price: String) {
        self.name = name
        self.price = price
    }
}
