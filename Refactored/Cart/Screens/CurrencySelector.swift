import CartDomain

/// Offers currencies and changes the selected one. It keeps no selection of its own, so any screen
/// can show it over any `CurrencySetting`.
@MainActor
public struct CurrencySelector {
    public let currencies: [Currency]
    private let setting: any CurrencySetting

    public init(currencies: [Currency], setting: any CurrencySetting) {
        self.currencies = currencies
        self.setting = setting
    }

    public var selected: Currency {
        setting.currency
    }

    /// Selects `currency`; one the selector does not offer changes nothing.
    public func select(_ currency: Currency) {
        guard currencies.contains(currency) else { return }
        setting.currency = currency
    }

    /// `Currency:` and the names offered, the selected one in brackets.
    public func render() -> String {
        let names = currencies.map { $0 == selected ? "[\($0.name)]" : $0.name }
        return (["Currency:"] + names).joined(separator: " ")
    }
}
