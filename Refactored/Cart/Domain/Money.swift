/// An amount in a currency, exactly as converted: never rounded until it is shown.
public struct Money: Hashable, Sendable {
    public let amount: Double
    public let currency: Currency

    public init(_ amount: Double, _ currency: Currency) {
        self.amount = amount
        self.currency = currency
    }
}
