/// Something the shop sells.
public struct InventoryItem: Hashable, Sendable {
    public let id: Int
    public let product: String
    public let description: String
    public let price: Price

    public init(id: Int, product: String, description: String, price: Price) {
        self.id = id
        self.product = product
        self.description = description
        self.price = price
    }
}
