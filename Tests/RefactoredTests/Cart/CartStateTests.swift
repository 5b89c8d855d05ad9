import CartDomain
import CartScreens
import SwiftTestingVerdict
import Testing

@MainActor
@Suite(.unitTestVerdict) struct CartStateTests {
    @Test func init_startsEmptyInTheCurrencyGiven() {
        let sut = CartState(currency: .rupee)

        #expect(sut.items.isEmpty)
        #expect(sut.currency == .rupee)
    }

    @Test func add_keepsItemsInTheOrderAddedWithRepeats() {
        let sut = CartState(currency: .usd)

        sut.add(box)
        sut.add(can)
        sut.add(box)

        #expect(sut.items == [box, can, box])
    }

    @Test func add_notifiesWhoeverReadTheItems() {
        let sut = CartState(currency: .usd)
        let spy = ObservationSpy()
        spy.track { _ = sut.items }

        sut.add(box)

        #expect(spy.changeCount == 1)
    }

    @Test func currency_notifiesWhoeverReadIt() {
        let sut = CartState(currency: .usd)
        let spy = ObservationSpy()
        spy.track { _ = sut.currency }

        sut.currency = .yuan

        #expect(spy.changeCount == 1)
    }

    // MARK: - Helpers

    private let box = InventoryItem(
        id: 2, name: "Cardboard Box", summary: "It holds things", price: Price(5, .usd))
    private let can = InventoryItem(id: 1, name: "Tin can", summary: "A can", price: Price(32, .usd))
}
