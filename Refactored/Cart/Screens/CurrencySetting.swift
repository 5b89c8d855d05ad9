import CartDomain

/// Where the selected currency is kept: the one setting the currency selector reads and changes.
@MainActor
public protocol CurrencySetting: AnyObject {
    var currency: Currency { get set }
}
