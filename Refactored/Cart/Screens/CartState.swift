import CartDomain
import Observation

/// The one source of truth every screen shows: what is in the cart, and the currency selected.
@MainActor
@Observable
public final class CartState {
    /// The items added, in the order added; the same item added twice is here twice.
    public private(set) var items: [InventoryItem] = []
    public var currency: Currency

    public init(currency: Currency) {
        self.currency = currency
    }

    public func add(_ item: InventoryItem) {
        items.append(item)
    }
}
