/// Makes an implementation's shopping cart for a spec.
public protocol ShoppingCartAdapter: Sendable {
    /// A fresh app, started exactly the way its entry point starts it, selling what the app itself
    /// sells (the shop's three items, `ShopItem.theShop`, are what the specs expect to see): the
    /// inventory screen shown, the cart empty and closed, USD selected. Launching again forgets
    /// everything of the app launched before.
    @MainActor func launch() -> any ShoppingCartDriver
    /// The same, but selling `items` in this order (ids 0, 1, ...) instead of the app's own stock.
    @MainActor func launch(selling items: [ShopItem]) -> any ShoppingCartDriver
}

/// What a user of the shopping cart can see and do. Every action a user has is here.
@MainActor
public protocol ShoppingCartDriver: AnyObject {
    /// The inventory screen, always shown.
    var inventory: InventoryScreenText { get }
    /// The cart screen as it shows now, or `nil` while it is not open.
    var cart: CartScreenText? { get }
    /// Everything the user sees: the inventory screen's text and, while it is open, a blank line and
    /// the cart screen's text (layout in `Decisions.md`).
    var visibleText: String { get }

    /// Picks the currency of that name in the selector. Throws `ShoppingCartDriverError.noSuchCurrency`
    /// for a name the selector does not offer (the user cannot pick it) and changes nothing.
    func selectCurrency(_ name: String) throws
    /// Taps Add on a row of the inventory, counted from 0. A row that is not shown changes nothing.
    func addItem(inRow row: Int)
    /// Opens the cart screen; does nothing while it is open.
    func openCart()
    /// Closes the cart screen; does nothing while it is closed.
    func closeCart()
    /// Lets one second of the app's time pass: whatever the app does every second, it does once now.
    /// This is the seam through which specs see an open cart catch up, without sleeping.
    func letOneSecondPass()
    /// How many jobs the app has scheduled to repeat and not cancelled (the Starter's open cart checks the
    /// cart every second; an app that never polls has none). No user sees it: specs read it to check that
    /// nothing keeps running once the cart is closed, and that reopening the cart adds no second job.
    var liveRepeatingJobs: Int { get }
    /// How many times the repeating jobs have run so far, all together (an app that never polls: 0). No
    /// user sees it either: specs read it to check that an open cart refreshes once a second, not more.
    var repeatingJobRuns: Int { get }
}

/// Why a driver refused an action that no user could make.
public enum ShoppingCartDriverError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchCurrency(String)

    public var description: String {
        switch self {
        case .noSuchCurrency(let name): "The currency selector offers no currency named \(name.debugDescription)."
        }
    }
}
