/// What an item costs: whole units of the currency it is priced in.
public struct Price: Hashable, Sendable {
    public let amount: Int
    public let currency: Currency

    public init(_ amount: Int, _ currency: Currency) {
        self.amount = amount
        self.currency = currency
    }
}
