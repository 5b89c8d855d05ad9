import CartDomain
import CartScreens
import SwiftTestingVerdict
import Testing

@MainActor
@Suite(.unitTestVerdict) struct CurrencySelectorTests {
    @Test func selected_isTheCartStatesCurrency() {
        let (sut, _) = makeSUT(offering: [.usd, .rupee, .yuan], selected: .rupee)

        #expect(sut.selected == .rupee)
    }

    @Test func select_changesTheCartStatesCurrencyOnCurrencyOffered() {
        let (sut, cart) = makeSUT(offering: [.usd, .rupee, .yuan], selected: .usd)

        sut.select(.yuan)

        #expect(cart.currency == .yuan)
        #expect(sut.selected == .yuan)
    }

    @Test func select_changesNothingOnCurrencyNotOffered() {
        let (sut, cart) = makeSUT(offering: [.usd, .rupee, .yuan], selected: .usd)
        let spy = ObservationSpy()
        spy.track { _ = cart.currency }

        sut.select(.euro)

        #expect(spy.changeCount == 0)
        #expect(sut.selected == .usd)
    }

    @Test(arguments: [
        (Currency.usd, "Currency: [USD] Rupee Yuan Euro"),
        (.yuan, "Currency: USD Rupee [Yuan] Euro"),
        (.euro, "Currency: USD Rupee Yuan [Euro]"),
    ])
    func render_listsCurrenciesInOrderWithTheSelectedOneInBrackets(selected: Currency, expected: String) {
        let (sut, _) = makeSUT(offering: Currency.allCases, selected: selected)

        #expect(sut.render() == expected)
    }

    // MARK: - Helpers

    private func makeSUT(offering currencies: [Currency], selected: Currency) -> (CurrencySelector, CartState) {
        let cart = CartState(currency: selected)
        return (CurrencySelector(currencies: currencies, cart: cart), cart)
    }
}
