import CartDomain
import CartScreens
import SwiftTestingVerdict
import Testing

@MainActor
@Suite(.unitTestVerdict) struct CartScreenTests {
    @Test func render_saysNothingInTheCartAndTotalZeroOnEmptyCart() {
        let (sut, _) = makeSUT()

        #expect(sut.isEmpty)
        #expect(sut.rows.isEmpty)
        #expect(sut.render() == "Cart\nNothing in the cart\nTotal $0.00")
    }

    @Test func render_listsItemsInTheOrderAddedThenTheirTotal() {
        let (sut, cart) = makeSUT()

        cart.add(lamp)
        cart.add(cup)
        cart.add(lamp)

        #expect(sut.render() == "Cart\nLamp | $10.00\nCup | $3.00\nLamp | $10.00\nTotal $23.00")
    }

    @Test func rows_followTheCartStateWithoutRefreshing() {
        let (sut, cart) = makeSUT()
        _ = sut.rows

        cart.add(cup)
        cart.currency = .rupee

        #expect(sut.rows == [CartRow(name: "Cup", price: "₹0.02")])
    }

    @Test func total_sumsUnroundedPricesAndRoundsOnce() {
        let (sut, cart) = makeSUT()
        cart.currency = .rupee

        cart.add(cup)
        cart.add(cup)
        cart.add(cup)

        #expect(sut.rows.map(\.price) == ["₹0.02", "₹0.02", "₹0.02"])
        #expect(sut.total == "Total ₹0.05")
    }

    @Test func render_isObservedSoAViewRedrawsOnAddingAndOnCurrencyChange() {
        let (sut, cart) = makeSUT()
        let spy = ObservationSpy()

        spy.track { _ = sut.render() }
        cart.add(cup)
        spy.track { _ = sut.render() }
        cart.currency = .rupee

        #expect(spy.changeCount == 2)
    }

    // MARK: - Helpers

    private let lamp = InventoryItem(id: 0, name: "Lamp", summary: "Bright", price: Price(10, .usd))
    private let cup = InventoryItem(id: 1, name: "Cup", summary: "Holds tea", price: Price(3, .usd))

    private func makeSUT() -> (CartScreen, CartState) {
        let cart = CartState(currency: .usd)
        let rates = ExchangeRates([.usd: [.usd: 1, .rupee: 0.0055]])
        return (CartScreen(cart: cart, converter: CurrencyConverter(rates: rates)), cart)
    }
}
