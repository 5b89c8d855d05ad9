import CartDomain
import CartScreens
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict) struct MoneyTextTests {
    @Test(arguments: [
        (Money(100, .usd), "$100.00"),
        (Money(5 * 6.87, .yuan), "元34.35"),
        (Money(32 * 66.78, .rupee), "₹2136.96"),
        (Money(5 * 0.92, .euro), "€4.60"),
        (Money(1 / 66.78, .usd), "$0.01"),
        (Money(1_234_567.891, .rupee), "₹1234567.89"),
        (Money(0, .yuan), "元0.00"),
    ])
    func text_showsSymbolThenTwoDecimalsWithoutSpaceOrGrouping(money: Money, expected: String) {
        #expect(money.text == expected)
    }
}
