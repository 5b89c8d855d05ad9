import CartComposition
import CartDomain
import CartScreens
import SwiftTestingVerdict
import Testing

@MainActor
@Suite(.unitTestVerdict) struct CartComposerTests {
    @Test func makeWindow_startsInUSDOfferingEveryCurrencyInOrder() {
        let sut = CartComposer.makeWindow()

        #expect(sut.inventory.currencySelector.selected == .usd)
        #expect(sut.inventory.currencySelector.currencies == [.usd, .rupee, .yuan, .euro])
    }

    @Test func makeWindow_sharesOneCartStateBetweenEveryScreen() throws {
        let sut = CartComposer.makeWindow()
        sut.openCart()
        let cart = try #require(sut.cart)

        sut.inventory.addItem(inRow: 2)
        sut.inventory.currencySelector.select(.yuan)

        #expect(cart.rows == [CartRow(name: "Cardboard Box", price: "元34.35")])
        #expect(sut.inventory.rows.map(\.price) == ["元687.00", "元219.84", "元34.35"])
        #expect(sut.inventory.footer == "Total in cart 1")
    }

    @Test func makeWindow_showsTheItemsRatesAndCurrenciesItIsGiven() {
        let lamp = InventoryItem(id: 0, name: "Lamp", summary: "Bright", price: Price(2, .euro))
        let rates = ExchangeRates([.euro: [.usd: 1.09, .euro: 1]])

        let sut = CartComposer.makeWindow(items: [lamp], rates: rates, currencies: [.usd, .euro])

        #expect(sut.inventory.rows == [InventoryRow(name: "Lamp", summary: "Bright", price: "$2.18")])
        #expect(sut.inventory.currencySelector.currencies == [.usd, .euro])
    }
}
