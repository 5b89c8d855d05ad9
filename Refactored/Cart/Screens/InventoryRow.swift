/// One row of the inventory screen: an item with its price in the selected currency (and an Add action).
public struct InventoryRow: Hashable, Sendable {
    public let name: String
    public let summary: String
    public let price: String

    public init(name: String, summary: String, price: String) {
        self.name = name
        self.summary = summary
        self.price = price
    }
}
