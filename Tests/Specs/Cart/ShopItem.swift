/// An item a spec puts on sale: what the inventory shows, and its price in whole units of the currency
/// it is priced in (a currency name the shop knows: `USD`, `Rupee`, `Yuan`, or `Euro` under CART-2).
public struct ShopItem: Hashable, Sendable {
    public let product: String
    public let description: String
    public let price: Int
    public let currency: String

    public init(_ product: String, _ description: String, price: Int, in currency: String) {
        self.product = product
        self.description = description
        self.price = price
        self.currency = currency
    }

    /// The shop's own three items (BEHAVIOUR.md section 2), in id order: what a launch sells by default.
    public static let theShop: [ShopItem] = [
        ShopItem("Flashlight", "A really great flashlight", price: 100, in: "USD"),
        ShopItem("Tin can", "Pretty much what you would expect from a tin can", price: 32, in: "USD"),
        ShopItem("Cardboard Box", "It holds things", price: 5, in: "USD"),
    ]
}
