import CartDomain
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict) struct CurrencyConverterTests {
    @Test(arguments: [
        (Price(5, .usd), Currency.yuan, 34.35),
        (Price(100, .usd), .rupee, 6678.0),
        (Price(100, .rupee), .yuan, 10.7),
        (Price(10, .yuan), .rupee, 93.5),
    ])
    func convert_multipliesByRateFromPriceCurrencyToTarget(price: Price, target: Currency, expected: Double) {
        let sut = makeSUT()

        let money = sut.convert(price, to: target)

        #expect(money?.currency == target)
        #expect(abs((money?.amount ?? .nan) - expected) < 1e-9)
    }

    @Test func convert_keepsAmountUnroundedOnRatesWithManyDecimals() {
        let sut = makeSUT()

        let money = sut.convert(Price(1, .rupee), to: .usd)

        #expect(money == Money(1 / 66.78, .usd))
    }

    @Test func convert_returnsNilOnCurrencyTheTableHasNoRateFor() {
        let sut = makeSUT()

        #expect(sut.convert(Price(5, .usd), to: .euro) == nil)
        #expect(sut.convert(Price(5, .euro), to: .usd) == nil)
    }

    // MARK: - Helpers

    private func makeSUT() -> CurrencyConverter {
        CurrencyConverter(
            rates: ExchangeRates([
                .usd: [.usd: 1.0, .rupee: 66.78, .yuan: 6.87],
                .rupee: [.usd: 1 / 66.78, .rupee: 1.0, .yuan: 0.107],
                .yuan: [.usd: 1 / 6.87, .rupee: 9.35, .yuan: 1.0],
            ]))
    }
}
