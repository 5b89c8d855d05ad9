/// The moments between a change and what a screen shows: several additions within one second, the
/// open cart read before its refresh, and the cart closed and opened again. BEHAVIOUR.md lets an open
/// cart show an addition up to one second late, so before a second passes it may show any earlier
/// state of the cart, never one that was not; once the second has passed, and whenever the cart opens,
/// it shows the cart as it is. Also prices large enough that arithmetic other than `Double(price) * rate`
/// shows, in the inventory, the cart and its total.
extension ShoppingCartSpecs {
    static var moments: [Spec] {
        [
            Spec(
                .cart, "addItem_showsEveryAdditionOnceASecondPassesOnSeveralAdditionsWithinOneSecond",
                given: "the cart screen is open and empty",
                when:
                    "the user adds Cardboard Box, Flashlight, Cardboard Box and Tin can with no time passing, reading the "
                    + "open cart after each; then one second passes",
                then:
                    "the footer counts each at once; after each the open cart shows the cart as it was at some moment since "
                    + "it opened (the first additions, in order, or Nothing in the cart), never anything else; after the "
                    + "second it lists all four in order"
            ) { adapters in
                let app = adapters.cart.launch()
                app.openCart()
                var added: [Int] = []
                var sightings: [Sighting<[String]>] = []

                for row in [2, 0, 2, 1] {
                    app.addItem(inRow: row)
                    added.append(row)
                    sightings.append(
                        Sighting(
                            what: "the footer at once after adding row \(row)", seen: [app.inventory.footer],
                            expected: ["Total in cart \(added.count)"]))
                    let cart = try openCartScreen(of: app, "right after adding row \(row)")
                    let seen = cart.rows.map(\.description) + [cart.emptyMessage ?? "(no empty message)"]
                    let shown = Array(added.prefix(min(cart.rows.count, added.count)))
                    sightings.append(
                        Sighting(
                            what: "the open cart right after adding row \(row), before a second passes", seen: seen,
                            expected: ShopExpectations.cartRows(shown, in: "USD").map(\.description)
                                + [shown.isEmpty ? "Nothing in the cart" : "(no empty message)"]))
                }
                app.letOneSecondPass()
                let cart = try openCartScreen(of: app, "one second after the four additions")
                sightings.append(
                    Sighting(
                        what: "the open cart one second after the four additions",
                        seen: cart.rows.map(\.description) + [cart.emptyMessage ?? "(no empty message)"],
                        expected: ShopExpectations.cartRows(added, in: "USD").map(\.description) + [
                            "(no empty message)"
                        ]))

                try await expectEvery(sightings, "the open cart within one second of several additions")
            },
            Spec(
                .cart, "openCart_showsTheCartAsItIsOnClosingAndOpeningAgain",
                given: "the user added Tin can and Flashlight with the cart open, and one second passed",
                when:
                    "the user closes the cart, adds Cardboard Box, selects Yuan and opens the cart again; then adds Tin can "
                    + "and lets one second pass",
                then:
                    "the cart opens at once with the three items in Yuan, in the order added; a second later it lists the "
                    + "fourth too; the footer counts every item all along"
            ) { adapters in
                let app = adapters.cart.launch()
                app.openCart()
                add([1, 0], to: app)
                app.letOneSecondPass()
                app.closeCart()
                app.addItem(inRow: 2)
                try app.selectCurrency("Yuan")

                app.openCart()
                let reopened = try openCartScreen(of: app, "opened again")
                app.addItem(inRow: 1)
                app.letOneSecondPass()
                let later = try openCartScreen(of: app, "one second after the fourth addition")

                try await expectEvery(
                    [
                        Sighting(
                            what: "the cart opened again, at once", seen: reopened.rows.map(\.description),
                            expected: ShopExpectations.cartRows([1, 0, 2], in: "Yuan").map(\.description)),
                        Sighting(
                            what: "its empty message", seen: [reopened.emptyMessage ?? "(no empty message)"],
                            expected: ["(no empty message)"]),
                        Sighting(
                            what: "the cart one second after the fourth addition", seen: later.rows.map(\.description),
                            expected: ShopExpectations.cartRows([1, 0, 2, 1], in: "Yuan").map(\.description)),
                        Sighting(what: "the footer", seen: [app.inventory.footer], expected: ["Total in cart 4"]),
                    ], "the cart closed and opened again")
            },
            Spec(
                .cart, "prices_showTheCentsOfLargePricesInTheInventoryAndTheCartOnPricesOf999999",
                given:
                    "a shop selling a Villa at 999999 USD, a Field at 999999 Rupee and a Mill at 999999 Yuan, each in the "
                    + "open cart",
                when: "the user selects USD, Rupee and Yuan in turn",
                then:
                    "the inventory and the cart show each price as Double(price) * rate to the cent (₹66779933.22, "
                    + "元6869993.13, $14974.53, ...), and the cart total (CART-1) the unrounded sum"
            ) { adapters in
                let app = adapters.cart.launch(selling: pricedAt999999)
                add(Array(pricedAt999999.indices), to: app)
                app.openCart()
                let expected = [
                    "USD": ["$999999.00", "$14974.53", "$145560.26"],
                    "Rupee": ["₹66779933.22", "₹999999.00", "₹9349990.65"],
                    "Yuan": ["元6869993.13", "元106999.89", "元999999.00"],
                ]

                try await expectPrices(
                    of: app, in: ShopExpectations.currenciesWithoutEuro, equal: expected, alsoInTheCart: true)
                guard adapters.changeRequestsDone.contains(.cartTotal) else { return }
                var totals: [Sighting<String>] = []
                for (currency, total) in [("USD", "$1160533.79"), ("Rupee", "₹77129922.87"), ("Yuan", "元7976992.02")] {
                    try app.selectCurrency(currency)
                    totals.append(
                        Sighting(
                            what: "the cart total in \(currency)",
                            seen: try openCartScreen(of: app, "in \(currency)").total ?? "(no total)",
                            expected: "Total \(total)"))
                }
                try await expectEvery(totals, "the cart totals")
            },
        ]
    }

    /// An item priced 999999 in each currency: converted, the prices have cents that a `Float` loses.
    static let pricedAt999999: [ShopItem] = [
        ShopItem("Villa", "Priced in USD", price: 999_999, in: "USD"),
        ShopItem("Field", "Priced in Rupee", price: 999_999, in: "Rupee"),
        ShopItem("Mill", "Priced in Yuan", price: 999_999, in: "Yuan"),
    ]
}
