/// One row of the inventory screen: an item with its price in the selected currency (and an Add action).
public struct InventoryRow: Hashable, Sendable {
    public let product: String
    public let description: String
    public let price: String

    public init(product: String, description: String, price: String) {
        self.product = product
        self.description = description
        self.price = price
    }
}
