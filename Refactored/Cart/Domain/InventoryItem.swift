/// Something the shop sells.
public struct InventoryItem: Hashable, Sendable {
    public let id: Int
    /// What the item is called, e.g. `Flashlight`.
    public let name: String
    /// One line about the item, shown after its name.
    public let summary: String
    public let price: Price

    public init(id: Int, name: String, summary: String, price: Price) {
        self.id = id
        self.name = name
        self.summary = summary
        self.price = price
    }
}
