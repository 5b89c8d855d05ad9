/// Converts prices into another currency with a table of exchange rates. Pure: no state, no I/O.
public struct CurrencyConverter: Hashable, Sendable {
    private let rates: ExchangeRates

    public init(rates: ExchangeRates) {
        self.rates = rates
    }

    /// `price` in `currency`, unrounded; `nil` when the table has no rate from the price's currency.
    public func convert(_ price: Price, to currency: Currency) -> Money? {
        rates.rate(from: price.currency, to: currency).map { rate in
            Money(Double(price.amount) * rate, currency)
        }
    }
}
