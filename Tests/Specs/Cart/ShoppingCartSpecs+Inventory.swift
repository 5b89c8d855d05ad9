extension ShoppingCartSpecs {
    static var inventory: [Spec] {
        [
            Spec(
                .cart, "launch_showsInventoryTitledInventoryOnStart",
                given: "the app has just started",
                when: "the user looks at the first screen",
                then: "it is titled Inventory and the cart screen is not open"
            ) { adapters in
                let app = adapters.cart.launch()

                try expect(app.inventory.title, equals: "Inventory", "the first screen's title")
                try expect(app.cart == nil, "the cart screen at start", expected: "not open", seen: "open")
            },
            Spec(
                .cart, "launch_listsEveryItemInIdOrderOnStart",
                given: "the app has just started",
                when: "the user reads the inventory",
                then: "it lists Flashlight, Tin can and Cardboard Box, in id order, each with its description"
            ) { adapters in
                let app = adapters.cart.launch()

                let seen = app.inventory.rows.map { "\($0.product): \($0.description)" }
                let expected = ShopExpectations.items.map { "\($0.product): \($0.description)" }
                try expect(seen, equals: expected, "the inventory's products and descriptions")
            },
            Spec(
                .cart, "launch_selectsUSDOnStart",
                given: "the app has just started",
                when: "the user looks at the currency selector and the prices",
                then: "USD is selected and every price is in dollars"
            ) { adapters in
                let app = adapters.cart.launch()

                try expect(app.inventory.selectedCurrency, equals: "USD", "the currency selected at start")
                try expect(
                    app.inventory.rows.map(\.price), equals: ["$100.00", "$32.00", "$5.00"], "the prices at start")
            },
            Spec(
                .cart, "currencySelector_offersUSDRupeeYuanInOrderOnStart",
                given: "the app has just started",
                when: "the user looks at the currency selector",
                then: "it offers USD, Rupee, Yuan in this order (and Euro last once CART-2 is done)"
            ) { adapters in
                let app = adapters.cart.launch()

                try expect(
                    app.inventory.currencies, equals: ShopExpectations.currencies(of: adapters),
                    "the currencies offered, in order")
            },
            Spec(
                .cart, "inventory_showsEveryPriceInEveryCurrencyOnSelectingEachCurrency",
                given: "the inventory of three items priced in USD",
                when: "the user selects USD, Rupee and Yuan in turn",
                then: "each item's price is the symbol and price times the rate, with two decimals, e.g. 元34.35"
            ) { adapters in
                let app = adapters.cart.launch()
                let table = ShopExpectations.currenciesWithoutEuro.flatMap { currency in
                    ShopExpectations.items.indices.map { row in (currency: currency, row: row) }
                }

                var sightings: [Sighting<InventoryRowText?>] = []

                for cell in table {
                    try app.selectCurrency(cell.currency)
                    let rows = app.inventory.rows
                    sightings.append(
                        Sighting(
                            what: "row \(cell.row) in \(cell.currency)",
                            seen: rows.indices.contains(cell.row) ? rows[cell.row] : nil,
                            expected: ShopExpectations.inventoryRow(cell.row, in: cell.currency)
                        ))
                }

                try await expectEvery(sightings, "the inventory's prices")
            },
            Spec(
                .cart, "footer_saysTotalInCartZeroOnStart",
                given: "the app has just started",
                when: "the user reads the inventory's footer",
                then: "it says Total in cart 0"
            ) { adapters in
                let app = adapters.cart.launch()

                try expect(app.inventory.footer, equals: "Total in cart 0", "the footer at start")
            },
            Spec(
                .cart, "footer_countsEveryItemAddedOnAddingSomeTwice",
                given: "the app has just started",
                when: "the user adds Flashlight, Cardboard Box, then Flashlight ten times more; then on to 1000 items",
                then:
                    "the footer counts each addition: 1, 2, 3 and on to 12 (eleven Flashlights); then 99, 100, 999 and 1000, with no separator"
            ) { adapters in
                let app = adapters.cart.launch()
                var footers: [String] = []

                for row in [0, 2] + Array(repeating: 0, count: 10) {
                    app.addItem(inRow: row)
                    footers.append(app.inventory.footer)
                }
                // No cap, no "99+", no grouping: the count of items, however many.
                var larger: [String] = []
                for count in 13...1000 {
                    app.addItem(inRow: 1)
                    if [99, 100, 999, 1000].contains(count) { larger.append(app.inventory.footer) }
                }

                try expect(
                    footers,
                    equals: [
                        "Total in cart 1", "Total in cart 2", "Total in cart 3", "Total in cart 4", "Total in cart 5",
                        "Total in cart 6", "Total in cart 7", "Total in cart 8", "Total in cart 9", "Total in cart 10",
                        "Total in cart 11", "Total in cart 12",
                    ], "the footer after each addition")
                try expect(
                    larger,
                    equals: ["Total in cart 99", "Total in cart 100", "Total in cart 999", "Total in cart 1000"],
                    "the footer at 99, 100, 999 and 1000 items")
            },
            Spec(
                .cart, "addItem_changesNothingOnRowNotShown",
                given: "the inventory shows rows 0 to 2 and the cart holds a Tin can",
                when: "Add is tapped for row -1 and for row 3",
                then: "nothing changes on any screen and nothing crashes"
            ) { adapters in
                let app = adapters.cart.launch()
                app.addItem(inRow: 1)
                app.openCart()
                let before = app.visibleText

                app.addItem(inRow: -1)
                app.addItem(inRow: 3)
                app.letOneSecondPass()

                try expect(app.visibleText, equals: before, "what the user sees after tapping rows that are not shown")
            },
            Spec(
                .cart, "selectCurrency_throwsAndKeepsSelectionOnCurrencyNotOffered",
                given: "Rupee is selected",
                when: "the driver is asked to select Pound, which the selector does not offer",
                then: "it refuses with a clear error and Rupee stays selected everywhere"
            ) { adapters in
                let app = adapters.cart.launch()
                try app.selectCurrency("Rupee")
                let before = app.visibleText

                var refusal: Error?
                do {
                    try app.selectCurrency("Pound")
                } catch {
                    refusal = error
                }

                try expect(
                    refusal as? ShoppingCartDriverError, equals: .noSuchCurrency("Pound"),
                    "what selecting a currency not offered reports")
                try expect(app.visibleText, equals: before, "what the user sees after the refused selection")
            },
        ]
    }
}
