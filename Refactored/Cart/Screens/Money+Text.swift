import CartDomain
import Foundation

extension Money {
    /// The amount as a screen shows it: the symbol, then two decimals, no space, no grouping.
    public var text: String {
        currency.symbol + String(format: "%.2f", amount)
    }

    /// What a screen shows for a price the exchange rates cannot convert.
    static let noRateText = "no rate"
}
