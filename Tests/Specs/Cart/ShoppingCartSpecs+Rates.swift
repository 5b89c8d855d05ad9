/// Every cell of the rate table pinned to the cent, and prices at a half cent in every currency, worked
/// out by hand from BEHAVIOUR.md's rates and `%.2f` (which rounds the Double as stored: 2.675 is stored
/// as 2.67499999..., shown `2.67`; 0.535 as 0.53500000...03, shown `0.54`).
extension ShoppingCartSpecs {
    /// 20000 units of each currency: large enough that a rate mistyped by one digit, or with two digits
    /// swapped (66.78 as 66.87, 0.107 as 0.170, 1 / 66.78 as 1 / 66.76), changes the price shown.
    static let pricedAt20000: [ShopItem] = [
        ShopItem("Scooter", "Priced in Rupee", price: 20000, in: "Rupee"),
        ShopItem("Piano", "Priced in Yuan", price: 20000, in: "Yuan"),
        ShopItem("Boat", "Priced in USD", price: 20000, in: "USD"),
    ]

    /// Prices that land on or next to a half cent once converted: 25 Rupee is 2.675 Yuan, 5 Rupee is
    /// 0.535 Yuan, 3 Yuan is 28.05 Rupee (stored just below), 33 USD is 2203.74 Rupee (stored just
    /// above), 1 Rupee is 0.01497 USD, 1 Yuan is 0.14556 USD, and 45 Rupee is 4.815 Yuan (stored just
    /// below: a price worked out in cents, 4500 * 0.107 / 100, lands just above and shows `4.82`).
    static let pricedNearHalfCents: [ShopItem] = [
        ShopItem("Incense", "25 Rupee", price: 25, in: "Rupee"),
        ShopItem("Matches", "5 Rupee", price: 5, in: "Rupee"),
        ShopItem("Tea sample", "3 Yuan", price: 3, in: "Yuan"),
        ShopItem("Lantern", "33 USD", price: 33, in: "USD"),
        ShopItem("Sachet", "1 Rupee", price: 1, in: "Rupee"),
        ShopItem("Button", "1 Yuan", price: 1, in: "Yuan"),
        ShopItem("Candle", "45 Rupee", price: 45, in: "Rupee"),
    ]

    static var rates: [Spec] {
        [
            Spec(
                .cart, "inventory_showsEveryRateOfTheTableToTheCentOnPricesOf20000InEachCurrency",
                given: "a shop selling a Scooter at 20000 Rupee, a Piano at 20000 Yuan and a Boat at 20000 USD",
                when: "the user selects USD, Rupee and Yuan in turn",
                then:
                    "$299.49 $2911.21 $20000.00, ₹20000.00 ₹187000.00 ₹1335600.00, 元2140.00 元20000.00 元137400.00"
            ) { adapters in
                let app = adapters.cart.launch(selling: pricedAt20000)

                try await expectPrices(
                    of: app, in: ShopExpectations.currenciesWithoutEuro,
                    equal: [
                        "USD": ["$299.49", "$2911.21", "$20000.00"],
                        "Rupee": ["₹20000.00", "₹187000.00", "₹1335600.00"],
                        "Yuan": ["元2140.00", "元20000.00", "元137400.00"],
                    ])
            },
            Spec(
                .cart, "prices_roundToTheCentAsPrintfDoesOnPricesOnOrNextToAHalfCent",
                given:
                    "a shop selling items at 25, 5, 1 and 45 Rupee, 3 and 1 Yuan and 33 USD, each of them in the open cart",
                when: "the user selects USD, Rupee and Yuan in turn",
                then:
                    "the inventory and the cart show 元2.67 for 2.675, 元0.54 for 0.535, ₹28.05, ₹2203.74, $0.01, $0.15 "
                    + "and 元4.81 for 4.815"
            ) { adapters in
                let app = adapters.cart.launch(selling: pricedNearHalfCents)
                add(Array(pricedNearHalfCents.indices), to: app)
                app.openCart()

                try await expectPrices(
                    of: app, in: ShopExpectations.currenciesWithoutEuro,
                    equal: [
                        "USD": ["$0.37", "$0.07", "$0.44", "$33.00", "$0.01", "$0.15", "$0.67"],
                        "Rupee": ["₹25.00", "₹5.00", "₹28.05", "₹2203.74", "₹1.00", "₹9.35", "₹45.00"],
                        "Yuan": ["元2.67", "元0.54", "元3.00", "元226.71", "元0.11", "元1.00", "元4.81"],
                    ], alsoInTheCart: true)
            },
        ]
    }

    /// After the other CART-2 specs: a shop priced in Euro crashes an app without Euro rates, and the
    /// specs before these say plainly that Euro is missing.
    static var euroRates: [Spec] {
        [
            Spec(
                .cart, "euro_showsEveryEuroRateToTheCentOnPricesOf20000InEachCurrency",
                given:
                    "a shop selling a Scooter at 20000 Rupee, a Piano at 20000 Yuan, a Boat at 20000 USD, a Car at 20000 Euro",
                when: "the user selects USD, Rupee, Yuan and Euro in turn",
                then: "the Car shows $21800.00 ₹1451800.00 元149400.00 €20000.00; in Euro: €276.00 €2680.00 €18400.00",
                changeRequest: .euro
            ) { adapters in
                let app = adapters.cart.launch(
                    selling: pricedAt20000 + [ShopItem("Car", "Priced in Euro", price: 20000, in: "Euro")])

                try await expectPrices(
                    of: app, in: ["USD", "Rupee", "Yuan", "Euro"],
                    equal: [
                        "USD": ["$299.49", "$2911.21", "$20000.00", "$21800.00"],
                        "Rupee": ["₹20000.00", "₹187000.00", "₹1335600.00", "₹1451800.00"],
                        "Yuan": ["元2140.00", "元20000.00", "元137400.00", "元149400.00"],
                        "Euro": ["€276.00", "€2680.00", "€18400.00", "€20000.00"],
                    ])
            },
            Spec(
                .cart, "euro_roundsToTheCentAsPrintfDoesOnEuroPricesOnOrNextToAHalfCent",
                given:
                    "a shop selling items at 275 and 175 Rupee, 5 and 3 Euro and 5 Yuan, each of them in the open cart",
                when: "the user selects USD, Rupee, Yuan and Euro in turn",
                then:
                    "the inventory and the cart show €3.79 for 3.795 (stored below), €2.42 for 2.415, ₹362.95, 元29.43",
                changeRequest: .euro
            ) { adapters in
                let items = [
                    ShopItem("Incense", "275 Rupee", price: 275, in: "Rupee"),
                    ShopItem("Matches", "175 Rupee", price: 175, in: "Rupee"),
                    ShopItem("Postcard", "5 Euro", price: 5, in: "Euro"),
                    ShopItem("Stamp", "3 Euro", price: 3, in: "Euro"),
                    ShopItem("Tea sample", "5 Yuan", price: 5, in: "Yuan"),
                ]
                let app = adapters.cart.launch(selling: items)
                add(Array(items.indices), to: app)
                app.openCart()

                try await expectPrices(
                    of: app, in: ["USD", "Rupee", "Yuan", "Euro"],
                    equal: [
                        "USD": ["$4.12", "$2.62", "$5.45", "$3.27", "$0.73"],
                        "Rupee": ["₹275.00", "₹175.00", "₹362.95", "₹217.77", "₹46.75"],
                        "Yuan": ["元29.43", "元18.72", "元37.35", "元22.41", "元5.00"],
                        "Euro": ["€3.79", "€2.42", "€5.00", "€3.00", "€0.67"],
                    ], alsoInTheCart: true)
            },
        ]
    }
}

/// Selects each currency in turn and checks the inventory's prices (and, when asked, the open cart's,
/// which holds one of each item in the inventory's order) against `expected`, by currency.
@MainActor
func expectPrices(
    of app: any ShoppingCartDriver, in currencies: [String], equal expected: [String: [String]],
    alsoInTheCart: Bool = false
) async throws {
    var sightings: [Sighting<[String]>] = []
    for currency in currencies {
        try app.selectCurrency(currency)
        sightings.append(
            Sighting(
                what: "the inventory's prices in \(currency)", seen: app.inventory.rows.map(\.price),
                expected: expected[currency] ?? []))
        if alsoInTheCart {
            sightings.append(
                Sighting(
                    what: "the cart's prices in \(currency)",
                    seen: try openCartScreen(of: app, "in \(currency)").rows.map(\.price),
                    expected: expected[currency] ?? []))
        }
    }
    try await expectEvery(sightings, "the prices")
}
