/// Every word the shop shows: titles, labels, actions and messages, in one place.
///
/// A currency's name and symbol are the currency's own (`Currency`), and the items' names are the shop's
/// data (`ShopCatalogue`): neither is wording.
public enum CartWording {
    public static let inventoryTitle = "Inventory"
    public static let cartTitle = "Cart"
    public static let emptyCart = "Nothing in the cart"
    public static let add = "Add"
    public static let currencyLabel = "Currency:"
    /// What a screen shows for a price the exchange rates cannot convert.
    public static let noRate = "no rate"

    /// The inventory's footer, e.g. `Total in cart 2`.
    public static func itemsInCart(_ count: Int) -> String {
        "Total in cart \(count)"
    }

    /// The cart's last line, e.g. `Total $23.00`.
    public static func cartTotal(_ total: String) -> String {
        "Total \(total)"
    }
}
