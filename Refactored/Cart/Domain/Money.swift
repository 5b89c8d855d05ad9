/// An amount in a currency, as converted: a `Double`, close to the exact amount but not always equal
/// to it, and not rounded to cents until a screen shows it.
public struct Money: Hashable, Sendable {
    public let amount: Double
    public let currency: Currency

    public init(_ amount: Double, _ currency: Currency) {
        self.amount = amount
        self.currency = currency
    }
}
