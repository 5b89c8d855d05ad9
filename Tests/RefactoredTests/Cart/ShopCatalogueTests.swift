import CartComposition
import CartDomain
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict) struct ShopCatalogueTests {
    @Test(arguments: [
        (Currency.usd, Currency.usd, 1.0), (.usd, .rupee, 66.78), (.usd, .yuan, 6.87), (.usd, .euro, 0.92),
        (.rupee, .usd, 1 / 66.78), (.rupee, .rupee, 1.0), (.rupee, .yuan, 0.107), (.rupee, .euro, 0.0138),
        (.yuan, .usd, 1 / 6.87), (.yuan, .rupee, 9.35), (.yuan, .yuan, 1.0), (.yuan, .euro, 0.134),
        (.euro, .usd, 1.09), (.euro, .rupee, 72.59), (.euro, .yuan, 7.47), (.euro, .euro, 1.0),
    ])
    func exchangeRates_keepTheOriginalTableAndTheEuro(source: Currency, target: Currency, rate: Double) {
        #expect(ShopCatalogue.exchangeRates.rate(from: source, to: target) == rate)
    }

    @Test func exchangeRates_haveARateBetweenEveryPairOfCurrencies() {
        let pairs = Currency.allCases.flatMap { source in Currency.allCases.map { (source, $0) } }

        let missing = pairs.filter { ShopCatalogue.exchangeRates.rate(from: $0.0, to: $0.1) == nil }

        #expect(missing.isEmpty, "no rate for \(missing)")
    }

    @Test func items_areTheThreeItemsInIdOrderPricedInUSD() {
        let items = ShopCatalogue.items

        #expect(items.map(\.id) == [0, 1, 2])
        #expect(items.map(\.name) == ["Flashlight", "Tin can", "Cardboard Box"])
        #expect(items.map(\.price) == [Price(100, .usd), Price(32, .usd), Price(5, .usd)])
    }
}
