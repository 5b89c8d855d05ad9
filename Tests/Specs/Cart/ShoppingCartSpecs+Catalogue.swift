/// Shops the specs stock themselves: items priced in every currency, so that every row of the rate
/// table is used in both directions, and shops of twelve items, so that an order that depends on
/// hashing (a dictionary's or a set's) fails a single run, not one run in six.
extension ShoppingCartSpecs {
    /// Worked out by hand from BEHAVIOUR.md's rates and `%.2f`: 250 Rupee is 250 / 66.78 = 3.7436 USD
    /// and 250 × 0.107 = 26.75 Yuan; 40 Yuan is 40 / 6.87 = 5.8224 USD and 40 × 9.35 = 374 Rupee.
    static let pricedInRupeeAndYuan: [ShopItem] = [
        ShopItem("Incense", "Sandalwood sticks", price: 250, in: "Rupee"),
        ShopItem("Tea brick", "Pressed pu-erh", price: 40, in: "Yuan"),
        ShopItem("Map", "A folding city map", price: 7, in: "USD"),
    ]

    /// Each item of `pricedInRupeeAndYuan` as shown in each currency, by hand.
    static let pricesOfRupeeAndYuanItems: [String: [String]] = [
        "USD": ["$3.74", "$5.82", "$7.00"],
        "Rupee": ["₹250.00", "₹374.00", "₹467.46"],
        "Yuan": ["元26.75", "元40.00", "元48.09"],
    ]

    /// Twelve items in USD, named after their id, so an order that is not the given one shows at once.
    static let twelveItems: [ShopItem] = (0..<12).map { id in
        ShopItem("Item \(id)", "The item with id \(id)", price: id + 1, in: "USD")
    }

    static var catalogue: [Spec] {
        [
            Spec(
                .cart, "inventory_convertsRupeeAndYuanPricesIntoEveryCurrencyOnItemsPricedInThem",
                given: "a shop selling Incense at 250 Rupee, a Tea brick at 40 Yuan and a Map at 7 USD",
                when: "the user selects USD, Rupee and Yuan in turn",
                then:
                    "each price uses its own currency's row of the rate table: $3.74 $5.82 $7.00, ₹250.00 ₹374.00 ₹467.46, 元26.75 元40.00 元48.09"
            ) { adapters in
                let app = adapters.cart.launch(selling: pricedInRupeeAndYuan)

                try await expectPrices(
                    of: app, in: ShopExpectations.currenciesWithoutEuro, equal: pricesOfRupeeAndYuanItems)
            },
            Spec(
                .cart, "cart_showsRupeeAndYuanPricedItemsInSelectedCurrencyOnSelectingEachCurrency",
                given: "a shop selling Incense at 250 Rupee and a Tea brick at 40 Yuan, both in the open cart",
                when: "the user selects USD, Rupee and Yuan in turn",
                then: "the cart shows them at $3.74 $5.82, ₹250.00 ₹374.00, then 元26.75 元40.00"
            ) { adapters in
                let app = adapters.cart.launch(selling: pricedInRupeeAndYuan)
                add([0, 1], to: app)
                app.openCart()
                var sightings: [Sighting<[String]>] = []

                for currency in ShopExpectations.currenciesWithoutEuro {
                    try app.selectCurrency(currency)
                    sightings.append(
                        Sighting(
                            what: "the cart's prices in \(currency)",
                            seen: try openCartScreen(of: app, "in \(currency)").rows.map(\.price),
                            expected: Array((pricesOfRupeeAndYuanItems[currency] ?? []).prefix(2))))
                }

                try await expectEvery(sightings, "the cart's prices")
            },
            Spec(
                .cart, "launch_listsItemsInTheOrderGivenOnTwelveItems",
                given: "a shop selling twelve items, Item 0 to Item 11",
                when: "the user reads the inventory, row by row and as the screen shows it",
                then: "it lists Item 0 to Item 11 in this order, each at its own price, in its rows and on the screen"
            ) { adapters in
                let app = adapters.cart.launch(selling: twelveItems)

                try expect(
                    app.inventory.rows.map { "\($0.product) \($0.price)" },
                    equals: (0..<12).map { "Item \($0) $\($0 + 1).00" }, "the inventory's rows, in order")
                try expect(
                    lines(of: app.visibleText).filter { $0.hasPrefix("Item ") },
                    equals: (0..<12).map { "Item \($0) | The item with id \($0) | $\($0 + 1).00 | Add" },
                    "the inventory's lines on the screen, in order")
            },
            Spec(
                .cart, "launch_showsLongNamesAndDescriptionsWholeOnAnItemWithLongOnes",
                given:
                    "a shop selling one item whose name is 80 characters long with a space on each side, and whose description is 164",
                when: "the user reads the inventory, adds the item and opens the cart",
                then:
                    "the inventory and the cart show the name whole, spaces included, and the inventory the description whole"
            ) { adapters in
                // Shown as the shop stocks it: only what a user types is trimmed.
                let name = " Hand-thrown stoneware teapot with a bamboo handle, six cups and a lacquered tray "
                let description =
                    "Made to order in a small workshop: each teapot is thrown, glazed and fired by hand, so no two "
                    + "are alike. Holds 1.2 litres; the cups hold 90 ml each. Ships in a box."
                let app = adapters.cart.launch(selling: [ShopItem(name, description, price: 89, in: "USD")])
                let inventory = app.inventory
                add([0], to: app)
                app.openCart()
                let cart = try openCartScreen(of: app, "after adding the item")

                try await expectEvery(
                    [
                        Sighting(
                            what: "the inventory's row",
                            seen: inventory.rows.map { "\($0.product) | \($0.description)" },
                            expected: ["\(name) | \(description)"]),
                        Sighting(what: "the cart's row", seen: cart.rows.map(\.product), expected: [name]),
                        Sighting(
                            what: "the lines of the screen with the name",
                            seen: lines(of: app.visibleText).filter { $0.hasPrefix(name) },
                            expected: ["\(name) | \(description) | $89.00 | Add", "\(name) | $89.00"]),
                    ], "the long name and description")
            },
            Spec(
                .cart, "launch_showsTheDescriptionEmptyOnAnItemStockedWithoutOne",
                given: "a shop selling a Widget at 1 USD with an empty description, then a Lamp with one",
                when: "the user reads the inventory",
                then:
                    "the Widget's row shows an empty description and its line `Widget |  | $1.00 | Add`; the Lamp keeps its own"
            ) { adapters in
                // Shown as the shop stocks it: an empty description is not filled in with anything.
                let app = adapters.cart.launch(selling: [
                    ShopItem("Widget", "", price: 1, in: "USD"), ShopItem("Lamp", "A desk lamp", price: 2, in: "USD"),
                ])

                try await expectEvery(
                    [
                        Sighting(
                            what: "the inventory's rows",
                            seen: app.inventory.rows.map { "\($0.product) | \($0.description)" },
                            expected: ["Widget | ", "Lamp | A desk lamp"]),
                        Sighting(
                            what: "the inventory's lines on the screen",
                            seen: lines(of: app.visibleText).filter { $0.hasPrefix("Widget") || $0.hasPrefix("Lamp") },
                            expected: ["Widget |  | $1.00 | Add", "Lamp | A desk lamp | $2.00 | Add"]),
                    ], "an item stocked without a description")
            },
            Spec(
                .cart, "addItem_addsTheItemOfThatRowOnTwelveItems",
                given: "a shop selling twelve items, Item 0 to Item 11",
                when:
                    "the user adds the items of rows 7, 0, 11, 3, 3 and 9, then of rows 1, 2, 4, 5, 6, 8 and 10; then "
                    + "closes the cart, adds rows 0 to 11 ten times over and opens it again",
                then:
                    "the cart lists all thirteen in the order added, Item 7 first and Item 10 last, in its rows and on the "
                    + "screen; reopened, all 133, in the order added"
            ) { adapters in
                let app = adapters.cart.launch(selling: twelveItems)
                // More rows than a screenful: every item added is a row, none left out.
                let added = [7, 0, 11, 3, 3, 9, 1, 2, 4, 5, 6, 8, 10]
                add(added, to: app)
                app.openCart()

                try expect(
                    try openCartScreen(of: app, "after adding").rows.map(\.product),
                    equals: [
                        "Item 7", "Item 0", "Item 11", "Item 3", "Item 3", "Item 9", "Item 1", "Item 2", "Item 4",
                        "Item 5",
                        "Item 6", "Item 8", "Item 10",
                    ], "the cart's rows, in order")
                try expect(
                    lines(of: app.visibleText).filter { $0.hasPrefix("Item ") && !$0.hasSuffix(" | Add") },
                    equals: added.map { "Item \($0) | $\($0 + 1).00" }, "the cart's lines on the screen, in order")

                // Far more rows than any screen shows at once: a cart that stops at some count drops the rest.
                app.closeCart()
                let more = (0..<10).flatMap { _ in Array(0..<12) }
                add(more, to: app)
                app.openCart()

                try expect(
                    try openCartScreen(of: app, "after adding 120 more").rows.map(\.product),
                    equals: (added + more).map { "Item \($0)" }, "the reopened cart's 133 rows, in order")
                try expect(
                    lines(of: app.visibleText).filter { $0.hasPrefix("Item ") && !$0.hasSuffix(" | Add") },
                    equals: (added + more).map { "Item \($0) | $\($0 + 1).00" },
                    "the reopened cart's 133 lines on the screen, in order")
            },
            Spec(
                .cart, "addItem_addsFirstAndLastRowsOnlyOnRowsAroundTheEndsOfTwelveItems",
                given: "a shop selling twelve items, Item 0 to Item 11, rows 0 to 11",
                when: "the user taps Add on rows -1, 0, 11 and 12, in this order",
                then:
                    "only rows 0 and 11 add an item: the footer reads 0, 1, 2, 2 and the cart lists Item 0 and Item 11"
            ) { adapters in
                let app = adapters.cart.launch(selling: twelveItems)
                var footers: [String] = []

                for row in [-1, 0, 11, 12] {
                    app.addItem(inRow: row)
                    footers.append(app.inventory.footer)
                }
                app.openCart()

                try expect(
                    footers, equals: ["Total in cart 0", "Total in cart 1", "Total in cart 2", "Total in cart 2"],
                    "the footer after each tap")
                try expect(
                    try openCartScreen(of: app, "after adding").rows.map(\.product), equals: ["Item 0", "Item 11"],
                    "the cart's rows")
            },
        ]
    }

    /// Worked out by hand: 250 Rupee × 0.0138 = 3.45 Euro; 40 Yuan × 0.134 = 5.36 Euro; 2 Euro is
    /// 2 × 1.09 = 2.18 USD, 2 × 72.59 = 145.18 Rupee and 2 × 7.47 = 14.94 Yuan.
    static var euroCatalogue: [Spec] {
        [
            Spec(
                .cart, "euro_convertsBetweenEuroAndEveryOtherCurrencyOnItemsPricedInEach",
                given:
                    "a shop selling Incense at 250 Rupee, a Tea brick at 40 Yuan, a Postcard at 2 Euro and a Map at 7 USD",
                when: "the user selects USD, Rupee, Yuan and Euro in turn",
                then:
                    "the Postcard shows $2.18, ₹145.18, 元14.94, €2.00; in Euro the others show €3.45, €5.36 and €6.44",
                changeRequest: .euro
            ) { adapters in
                let app = adapters.cart.launch(selling: [
                    ShopItem("Incense", "Sandalwood sticks", price: 250, in: "Rupee"),
                    ShopItem("Tea brick", "Pressed pu-erh", price: 40, in: "Yuan"),
                    ShopItem("Postcard", "A view of the harbour", price: 2, in: "Euro"),
                    ShopItem("Map", "A folding city map", price: 7, in: "USD"),
                ])
                let expected = [
                    "USD": ["$3.74", "$5.82", "$2.18", "$7.00"],
                    "Rupee": ["₹250.00", "₹374.00", "₹145.18", "₹467.46"],
                    "Yuan": ["元26.75", "元40.00", "元14.94", "元48.09"],
                    "Euro": ["€3.45", "€5.36", "€2.00", "€6.44"],
                ]

                try await expectPrices(of: app, in: ["USD", "Rupee", "Yuan", "Euro"], equal: expected)
            }
        ]
    }

    /// Worked out by hand: one Rupee is 1 / 66.78 = 0.014975 USD, shown `$0.01`; three of them are
    /// 0.044924 USD, shown `$0.04` (adding the shown prices would give `$0.03`).
    static var cartTotalCatalogue: [Spec] {
        [
            Spec(
                .cart, "cartTotal_sumsUnroundedPricesOnItemsWorthLessThanOneCentRoundedUp",
                given: "a shop selling a Sachet at 1 Rupee; the cart holds three Sachets",
                when: "the user opens the cart in USD, then selects Yuan",
                then: "each row shows $0.01 and the total is Total $0.04; in Yuan 元0.11 each and Total 元0.32",
                changeRequest: .cartTotal
            ) { adapters in
                let app = adapters.cart.launch(selling: [ShopItem("Sachet", "One cup of chai", price: 1, in: "Rupee")])
                add([0, 0, 0], to: app)
                app.openCart()
                let inUSD = try openCartScreen(of: app, "in USD")
                try app.selectCurrency("Yuan")
                let inYuan = try openCartScreen(of: app, "in Yuan")

                try await expectEvery(
                    [
                        Sighting(
                            what: "the rows in USD", seen: inUSD.rows.map(\.price),
                            expected: ["$0.01", "$0.01", "$0.01"]),
                        Sighting(what: "the total in USD", seen: [inUSD.total ?? "(none)"], expected: ["Total $0.04"]),
                        Sighting(
                            what: "the rows in Yuan", seen: inYuan.rows.map(\.price),
                            expected: ["元0.11", "元0.11", "元0.11"]),
                        Sighting(
                            what: "the total in Yuan", seen: [inYuan.total ?? "(none)"], expected: ["Total 元0.32"]),
                    ], "the cart's prices and total")
            }
        ]
    }
}
