import CartDomain
import Foundation

extension Money {
    /// The amount as a screen shows it: the symbol, then two decimals, no space, no grouping.
    public var text: String {
        currency.symbol + String(format: "%.2f", amount)
    }
}
