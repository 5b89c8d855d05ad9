import CartDomain
import CartScreens
import Testing

@MainActor
@Suite struct CurrencySelectorTests {
    @Test func selected_isTheSettingsCurrency() {
        let (sut, _) = makeSUT(offering: [.usd, .rupee, .yuan], selected: .rupee)

        #expect(sut.selected == .rupee)
    }

    @Test func select_changesTheSettingOnCurrencyOffered() {
        let (sut, setting) = makeSUT(offering: [.usd, .rupee, .yuan], selected: .usd)

        sut.select(.yuan)

        #expect(setting.changes == [.yuan])
        #expect(sut.selected == .yuan)
    }

    @Test func select_changesNothingOnCurrencyNotOffered() {
        let (sut, setting) = makeSUT(offering: [.usd, .rupee, .yuan], selected: .usd)

        sut.select(.euro)

        #expect(setting.changes.isEmpty)
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

    private func makeSUT(offering currencies: [Currency], selected: Currency) -> (
        CurrencySelector, CurrencySettingSpy
    ) {
        let setting = CurrencySettingSpy(currency: selected)
        return (CurrencySelector(currencies: currencies, setting: setting), setting)
    }
}

/// A currency setting that records every change made to it.
@MainActor
private final class CurrencySettingSpy: CurrencySetting {
    private(set) var changes: [Currency] = []

    var currency: Currency {
        didSet { changes.append(currency) }
    }

    init(currency: Currency) {
        self.currency = currency
    }
}
