import CartDomain
import CartScreens
import SwiftTestingVerdict
import Testing

@MainActor
@Suite(.unitTestVerdict) struct InventoryScreenTests {
    @Test func rows_showEveryItemGivenWithItsPriceInTheSelectedCurrency() {
        let (sut, cart) = makeSUT()

        cart.currency = .rupee

        #expect(
            sut.rows == [
                InventoryRow(name: "Lamp", summary: "Bright", price: "₹20.00"),
                InventoryRow(name: "Cup", summary: "Holds tea", price: "₹3.00"),
            ])
    }

    @Test func rows_sayNoRateOnCurrencyTheRatesCannotConvertTo() {
        let (sut, cart) = makeSUT()

        cart.currency = .euro

        #expect(sut.rows.map(\.price) == ["no rate", "no rate"])
    }

    @Test func addItem_addsTheItemOfThatRowToTheCart() {
        let (sut, cart) = makeSUT()

        sut.addItem(inRow: 1)
        sut.addItem(inRow: 1)

        #expect(cart.items.map(\.name) == ["Cup", "Cup"])
        #expect(sut.footer == "Total in cart 2")
    }

    @Test(arguments: [-1, 2, Int.max])
    func addItem_changesNothingOnRowNotShown(row: Int) {
        let (sut, cart) = makeSUT()

        sut.addItem(inRow: row)

        #expect(cart.items.isEmpty)
        #expect(sut.footer == "Total in cart 0")
    }

    @Test func render_showsTitleSelectorRowsAndFooter() {
        let (sut, cart) = makeSUT()
        cart.add(InventoryItem(id: 9, name: "Cup", summary: "Holds tea", price: Price(1, .usd)))

        #expect(
            sut.render() == """
                Inventory
                Currency: [USD] Rupee
                Lamp | Bright | $10.00 | Add
                Cup | Holds tea | $1.50 | Add
                Total in cart 1
                """)
    }

    // MARK: - Helpers

    private func makeSUT() -> (InventoryScreen, CartState) {
        let cart = CartState(currency: .usd)
        let items = [
            InventoryItem(id: 0, name: "Lamp", summary: "Bright", price: Price(10, .usd)),
            InventoryItem(id: 1, name: "Cup", summary: "Holds tea", price: Price(3, .rupee)),
        ]
        let rates = ExchangeRates([
            .usd: [.usd: 1, .rupee: 2],
            .rupee: [.usd: 0.5, .rupee: 1],
        ])
        let sut = InventoryScreen(
            items: items,
            converter: CurrencyConverter(rates: rates),
            cart: cart,
            currencySelector: CurrencySelector(currencies: [.usd, .rupee], cart: cart)
        )
        return (sut, cart)
    }
}
