/// A table of exchange rates, from row to column: one unit of the row's currency is worth `rate` units
/// of the column's.
public struct ExchangeRates: Hashable, Sendable {
    private let table: [Currency: [Currency: Double]]

    public init(_ table: [Currency: [Currency: Double]]) {
        self.table = table
    }

    /// The rate from `source` to `target`, or `nil` when the table has none.
    public func rate(from source: Currency, to target: Currency) -> Double? {
        table[source]?[target]
    }
}
