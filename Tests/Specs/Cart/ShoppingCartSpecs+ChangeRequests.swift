extension ShoppingCartSpecs {
    static var cartTotal: [Spec] {
        [
            Spec(
                .cart, "cartTotal_endsCartWithSumOfShownPricesOnEachCurrency",
                given: "the cart holds Flashlight, Tin can and Cardboard Box twice",
                when: "the user opens the cart in each currency",
                then: "it ends with Total and the sum of the shown prices, e.g. Total $142.00 and Total 元975.54",
                changeRequest: .cartTotal
            ) { adapters in
                let app = adapters.cart.launch()
                add([0, 1, 2, 2], to: app)
                app.openCart()
                let totals = [
                    "USD": "Total $142.00", "Rupee": "Total ₹9482.76", "Yuan": "Total 元975.54", "Euro": "Total €130.64",
                ]

                var sightings: [Sighting<String?>] = []

                for currency in ShopExpectations.currencies(of: adapters) {
                    try app.selectCurrency(currency)
                    let expected = totals[currency] ?? "(no total for \(currency))"
                    let lastLine = app.visibleText.split(separator: "\n").last.map(String.init)
                    sightings += [
                        Sighting(
                            what: "the total in \(currency)", seen: try openCartScreen(of: app, "in \(currency)").total,
                            expected: expected),
                        Sighting(what: "the last line seen in \(currency)", seen: lastLine, expected: expected),
                    ]
                }

                try await expectEvery(sightings, "the cart's total")
            },
            Spec(
                .cart, "cartTotal_showsTotalZeroOnEmptyCart",
                given: "nothing has been added",
                when: "the user opens the cart, then selects Rupee and Yuan",
                then: "it says Nothing in the cart and ends with Total $0.00, then Total ₹0.00 and Total 元0.00",
                changeRequest: .cartTotal
            ) { adapters in
                let app = adapters.cart.launch()

                app.openCart()

                let cart = try openCartScreen(of: app, "after opening it")
                try expect(cart.emptyMessage, equals: "Nothing in the cart", "the empty cart's message")
                try expect(cart.total, equals: "Total $0.00", "the empty cart's total")
                for (currency, total) in [("Rupee", "Total ₹0.00"), ("Yuan", "Total 元0.00")] {
                    try app.selectCurrency(currency)
                    let shown = try openCartScreen(of: app, "in \(currency)")
                    try expect(shown.total, equals: total, "the empty cart's total in \(currency)")
                }
            },
            Spec(
                .cart, "cartTotal_followsAdditionsAndCurrencyOnChangesWhileOpen",
                given: "the cart screen is open and empty",
                when: "the user adds a Flashlight, one second passes, then the user selects Rupee",
                then: "the total reads Total $100.00, then Total ₹6678.00 at once",
                changeRequest: .cartTotal
            ) { adapters in
                let app = adapters.cart.launch()
                app.openCart()

                app.addItem(inRow: 0)
                app.letOneSecondPass()
                let totalInUSD = try openCartScreen(of: app, "after adding").total
                try app.selectCurrency("Rupee")
                let totalInRupee = try openCartScreen(of: app, "after selecting Rupee").total

                try expect(totalInUSD, equals: "Total $100.00", "the total after adding a Flashlight")
                try expect(totalInRupee, equals: "Total ₹6678.00", "the total after selecting Rupee")
            },
        ]
    }

    static var euro: [Spec] {
        [
            Spec(
                .cart, "euro_isOfferedLastOnStart",
                given: "the app has just started",
                when: "the user looks at the currency selector",
                then: "it offers USD, Rupee, Yuan, Euro in this order, with USD selected",
                changeRequest: .euro
            ) { adapters in
                let app = adapters.cart.launch()

                try expect(
                    app.inventory.currencies, equals: ["USD", "Rupee", "Yuan", "Euro"], "the currencies offered")
                try expect(app.inventory.selectedCurrency, equals: "USD", "the currency selected at start")
            },
            Spec(
                .cart, "euro_showsEveryItemInEuroOnSelectingEuro",
                given: "the inventory of three items priced in USD",
                when: "the user selects Euro",
                then: "every price is the USD price times 0.92 after €: €92.00, €29.44, €4.60",
                changeRequest: .euro
            ) { adapters in
                let app = adapters.cart.launch()

                try app.selectCurrency("Euro")

                try expect(app.inventory.selectedCurrency, equals: "Euro", "the selected currency")
                try expect(
                    app.inventory.rows,
                    equals: ShopExpectations.items.indices.map { ShopExpectations.inventoryRow($0, in: "Euro") },
                    "the inventory in Euro")
            },
            Spec(
                .cart, "euro_showsOpenCartInEuroOnSelectingEuroWhileOpen",
                given: "the cart screen is open with a Flashlight and a Tin can",
                when: "the user selects Euro",
                then: "the open cart shows €92.00 and €29.44 at once",
                changeRequest: .euro
            ) { adapters in
                let app = adapters.cart.launch()
                add([0, 1], to: app)
                app.openCart()

                try app.selectCurrency("Euro")

                try expect(
                    try openCartScreen(of: app, "after selecting Euro").rows,
                    equals: ShopExpectations.cartRows([0, 1], in: "Euro"), "the open cart's rows in Euro")
            },
        ]
    }
}
