extension ShoppingCartSpecs {
    static var cart: [Spec] {
        [
            Spec(
                .cart, "openCart_showsScreenTitledCartOnOpening",
                given: "the app has just started",
                when: "the user opens the cart",
                then: "a screen titled Cart is shown"
            ) { adapters in
                let app = adapters.cart.launch()

                app.openCart()

                try expect(
                    try openCartScreen(of: app, "after opening it").title, equals: "Cart", "the cart screen's title")
            },
            Spec(
                .cart, "openCart_saysNothingInTheCartOnEmptyCart",
                given: "nothing has been added",
                when: "the user opens the cart",
                then: "it says Nothing in the cart and shows no rows"
            ) { adapters in
                let app = adapters.cart.launch()

                app.openCart()

                let cart = try openCartScreen(of: app, "after opening it")
                try expect(cart.emptyMessage, equals: "Nothing in the cart", "the empty cart's message")
                try expect(cart.rows, equals: [], "the empty cart's rows")
            },
            Spec(
                .cart, "openCart_listsItemsInOrderAddedOnAddingBeforeOpening",
                given: "the user added Cardboard Box, Flashlight, Tin can, in this order",
                when: "the user opens the cart",
                then: "it shows one row per item, in the order added, with product and price, and no empty message"
            ) { adapters in
                let app = adapters.cart.launch()
                add([2, 0, 1], to: app)

                app.openCart()

                let cart = try openCartScreen(of: app, "after opening it")
                try expect(cart.rows, equals: ShopExpectations.cartRows([2, 0, 1], in: "USD"), "the cart's rows")
                try expect(cart.emptyMessage, equals: nil, "the empty message of a cart with items")
            },
            Spec(
                .cart, "openCart_showsTwoRowsOnAddingSameItemTwice",
                given: "the user added Tin can, Flashlight, Tin can",
                when: "the user opens the cart",
                then: "Tin can is shown twice, as two rows"
            ) { adapters in
                let app = adapters.cart.launch()
                add([1, 0, 1], to: app)

                app.openCart()

                let cart = try openCartScreen(of: app, "after opening it")
                try expect(cart.rows, equals: ShopExpectations.cartRows([1, 0, 1], in: "USD"), "the cart's rows")
            },
            Spec(
                .cart, "openCart_showsPricesInSelectedCurrencyOnSelectingBeforeOpening",
                given: "the user added Flashlight and Cardboard Box and selected Yuan",
                when: "the user opens the cart",
                then: "the cart's prices are in Yuan: 元687.00 and 元34.35"
            ) { adapters in
                let app = adapters.cart.launch()
                add([0, 2], to: app)
                try app.selectCurrency("Yuan")

                app.openCart()

                let cart = try openCartScreen(of: app, "after opening it")
                try expect(cart.rows, equals: ShopExpectations.cartRows([0, 2], in: "Yuan"), "the cart's rows in Yuan")
            },
            Spec(
                .cart, "openCart_showsCurrentCartOnReopeningAfterAddingWhileClosed",
                given:
                    "the user opened the empty cart, saw Nothing in the cart, closed it and added a Flashlight and a Tin can",
                when: "the user opens the cart again, without waiting",
                then: "it shows Flashlight and Tin can at once, and no longer says Nothing in the cart"
            ) { adapters in
                let app = adapters.cart.launch()
                app.openCart()
                let empty = try openCartScreen(of: app, "when first opened")
                app.closeCart()
                add([0, 1], to: app)

                app.openCart()

                let cart = try openCartScreen(of: app, "after opening it again")
                try expect(empty.emptyMessage, equals: "Nothing in the cart", "the empty cart's message")
                try expect(cart.rows, equals: ShopExpectations.cartRows([0, 1], in: "USD"), "the reopened cart's rows")
                try expect(cart.emptyMessage, equals: nil, "the reopened cart's empty message")
            },
            Spec(
                .cart, "addItem_showsInOpenCartWithinOneSecondOnAddingWhileOpen",
                given: "the cart screen is open and shows a Flashlight in it",
                when: "the user adds a Cardboard Box and one second passes",
                then: "the open cart shows Flashlight and Cardboard Box, and the footer says Total in cart 2"
            ) { adapters in
                let app = adapters.cart.launch()
                app.addItem(inRow: 0)
                app.openCart()
                let before = try openCartScreen(of: app, "before adding").rows

                app.addItem(inRow: 2)
                app.letOneSecondPass()

                let cart = try openCartScreen(of: app, "after adding while it was open")
                try expect(
                    before, equals: ShopExpectations.cartRows([0], in: "USD"), "the open cart's rows before adding")
                try expect(cart.rows, equals: ShopExpectations.cartRows([0, 2], in: "USD"), "the open cart's rows")
                try expect(app.inventory.footer, equals: "Total in cart 2", "the footer")
            },
            Spec(
                .cart, "closeCart_showsOnlyInventoryOnClosing",
                given: "the cart screen is open with a Tin can in it",
                when: "the user closes it",
                then: "only the inventory is seen, and its footer still says Total in cart 1"
            ) { adapters in
                let app = adapters.cart.launch()
                app.addItem(inRow: 1)
                app.openCart()
                app.closeCart()
                let inventoryOnly = [
                    "Inventory",
                    selectorLine(adapters, selected: "USD"),
                    "Flashlight | A really great flashlight | $100.00 | Add",
                    "Tin can | Pretty much what you would expect from a tin can | $32.00 | Add",
                    "Cardboard Box | It holds things | $5.00 | Add",
                    "Total in cart 1",
                ]

                try expect(app.cart == nil, "the cart screen after closing it", expected: "not open", seen: "open")
                try expect(
                    lines(of: app.visibleText), equals: inventoryOnly, "what the user sees after closing the cart")
            },
        ]
    }

    static var currency: [Spec] {
        [
            Spec(
                .cart, "selectCurrency_changesInventoryAndOpenCartAtOnceOnChangingWhileCartOpen",
                given: "the cart screen is open with a Tin can and a Cardboard Box, in USD",
                when: "the user selects Rupee, then Yuan, without waiting",
                then: "the inventory and the open cart show the new currency at once, each time"
            ) { adapters in
                let app = adapters.cart.launch()
                add([1, 2], to: app)
                app.openCart()

                var sightings: [Sighting<[String]>] = []

                for currency in ["Rupee", "Yuan", "USD"] {
                    try app.selectCurrency(currency)
                    let inventoryPrices = ShopExpectations.items.indices.map {
                        ShopExpectations.inventoryRow($0, in: currency).price
                    }
                    sightings += [
                        Sighting(
                            what: "the selected currency", seen: [app.inventory.selectedCurrency], expected: [currency]),
                        Sighting(
                            what: "the inventory's prices in \(currency)", seen: app.inventory.rows.map(\.price),
                            expected: inventoryPrices),
                        Sighting(
                            what: "the open cart's rows in \(currency)",
                            seen: try openCartScreen(of: app, "after the change").rows.map(\.description),
                            expected: ShopExpectations.cartRows([1, 2], in: currency).map(\.description)),
                    ]
                }

                try await expectEvery(sightings, "every screen after a currency change")
            },
            Spec(
                .cart, "selectCurrency_staysSelectedOnEveryOtherActionOnRupeeAndYuan",
                given: "the user selected Rupee",
                when:
                    "the user adds a Flashlight, opens the cart, lets one second pass, closes the cart and taps close again; then selects Yuan and does the same",
                then:
                    "after each action the selector, the inventory's prices and any open cart are still in that currency"
            ) { adapters in
                let app = adapters.cart.launch()
                var sightings: [Sighting<[String]>] = []
                for (round, currency) in ["Rupee", "Yuan"].enumerated() {
                    try app.selectCurrency(currency)
                    let prices = ShopExpectations.items.indices.map {
                        ShopExpectations.inventoryRow($0, in: currency).price
                    }
                    let cartRows = ShopExpectations.cartRows(Array(repeating: 0, count: round + 1), in: currency)
                    let actions: [(String, () -> Void)] = [
                        ("adding a Flashlight", { app.addItem(inRow: 0) }),
                        ("opening the cart", { app.openCart() }),
                        ("one second", { app.letOneSecondPass() }),
                        ("closing the cart", { app.closeCart() }),
                        ("tapping close on the closed cart", { app.closeCart() }),
                    ]
                    for (action, perform) in actions {
                        perform()
                        sightings += [
                            Sighting(
                                what: "the selected currency after \(action), in \(currency)",
                                seen: [app.inventory.selectedCurrency], expected: [currency]),
                            Sighting(
                                what: "the inventory's prices after \(action), in \(currency)",
                                seen: app.inventory.rows.map(\.price), expected: prices),
                        ]
                        if let cart = app.cart {
                            sightings.append(
                                Sighting(
                                    what: "the open cart's rows after \(action), in \(currency)",
                                    seen: cart.rows.map(\.description), expected: cartRows.map(\.description)))
                        }
                    }
                }

                try await expectEvery(sightings, "the selected currency through every other action")
            },
        ]
    }
}
