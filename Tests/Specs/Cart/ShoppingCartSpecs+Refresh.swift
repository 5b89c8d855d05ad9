/// The open cart's refresh (Decisions.md, "Navigation and time"): an addition shows within one second,
/// every second the cart is open, and nothing keeps running once it is closed. Time passes only through
/// the driver's `letOneSecondPass()`; what the app keeps scheduled is read through `liveRepeatingJobs`.
extension ShoppingCartSpecs {
    static var refresh: [Spec] {
        [
            Spec(
                .cart, "addItem_showsEachAdditionWithinOneSecondOnAddingEverySecondWhileOpen",
                given: "the cart screen is open and says Nothing in the cart",
                when: "the user adds Cardboard Box, Flashlight and Tin can, one second passing after each",
                then:
                    "the footer counts each at once; after each second the open cart lists every item added so far "
                    + "and no longer says Nothing in the cart"
            ) { adapters in
                let app = adapters.cart.launch()
                app.openCart()
                var added: [Int] = []
                var sightings: [Sighting<[String]>] = []

                for row in [2, 0, 1] {
                    app.addItem(inRow: row)
                    added.append(row)
                    sightings.append(
                        Sighting(
                            what: "the footer at once after adding row \(row)", seen: [app.inventory.footer],
                            expected: ["Total in cart \(added.count)"]))
                    app.letOneSecondPass()
                    let cart = try openCartScreen(of: app, "one second after adding row \(row)")
                    sightings.append(
                        Sighting(
                            what: "the open cart one second after adding row \(row)",
                            seen: cart.rows.map(\.description) + [cart.emptyMessage ?? "(no empty message)"],
                            expected: ShopExpectations.cartRows(added, in: "USD").map(\.description)
                                + ["(no empty message)"]))
                }

                try await expectEvery(sightings, "the open cart, second by second")
            },
            Spec(
                .cart, "closeCart_leavesNothingRunningOnClosingAfterEachOpening",
                given: "the app has just started, with nothing scheduled to repeat",
                when:
                    "the user opens the cart, selects Rupee, Yuan and USD while it is open, and closes it, three times",
                then: "at most one repeating job runs while the cart is open, and none once it is closed"
            ) { adapters in
                let app = adapters.cart.launch()
                var sightings = [
                    Sighting(
                        what: "the repeating jobs at start", seen: atMost(0, app.liveRepeatingJobs), expected: "none")
                ]

                for time in 1...3 {
                    app.openCart()
                    // A currency picked with the cart open redraws the cart: it must not start a second refresh.
                    for currency in ["Rupee", "Yuan", "USD"] { try app.selectCurrency(currency) }
                    sightings.append(
                        Sighting(
                            what: "the repeating jobs while the cart is open (opening \(time))",
                            seen: atMost(1, app.liveRepeatingJobs), expected: "at most 1"))
                    app.closeCart()
                    app.letOneSecondPass()
                    sightings.append(
                        Sighting(
                            what: "the repeating jobs once the cart is closed (closing \(time))",
                            seen: atMost(0, app.liveRepeatingJobs), expected: "none"))
                }

                try await expectEvery(sightings, "what runs while the cart is open and once it is closed")
            },
            Spec(
                .cart, "openCart_refreshesAtMostOnceASecondOnSecondsPassingWhileOpen",
                given: "the cart screen is open",
                when: "three seconds pass, one at a time",
                then: "the repeating jobs have run at most once a second: at most 1, 2, then 3 times"
            ) { adapters in
                let app = adapters.cart.launch()
                app.openCart()
                let before = app.repeatingJobRuns
                var sightings: [Sighting<String>] = []

                for second in 1...3 {
                    app.letOneSecondPass()
                    sightings.append(
                        Sighting(
                            what: "the runs of repeating jobs after \(second) second\(second == 1 ? "" : "s")",
                            seen: atMost(second, app.repeatingJobRuns - before), expected: "at most \(second)"))
                }

                try await expectEvery(sightings, "how often the open cart refreshes")
            },
            Spec(
                .cart, "openCart_keepsOneRefreshThatStillWorksOnOpeningWhileOpen",
                given:
                    "the user tapped close while the cart was closed, opened it, closed it, opened it and tapped open again",
                when: "the user adds a Tin can and one second passes, then closes the cart",
                then:
                    "the cart is open with one repeating job at most, shows the Tin can, and nothing runs once it is closed"
            ) { adapters in
                let app = adapters.cart.launch()
                app.closeCart()
                let openAfterClosingClosedCart = app.cart != nil
                app.openCart()
                app.closeCart()
                app.openCart()
                app.openCart()
                let jobsWhileOpen = app.liveRepeatingJobs

                app.addItem(inRow: 1)
                app.letOneSecondPass()
                let rows = try openCartScreen(of: app, "after opening it and tapping open again").rows
                app.closeCart()

                try expect(
                    !openAfterClosingClosedCart, "the cart after tapping close while it was closed",
                    expected: "not open",
                    seen: "open")
                try expect(atMost(1, jobsWhileOpen), equals: "at most 1", "the repeating jobs while the cart is open")
                try expect(rows, equals: ShopExpectations.cartRows([1], in: "USD"), "the open cart's rows")
                try expect(
                    atMost(0, app.liveRepeatingJobs), equals: "none", "the repeating jobs once the cart is closed")
            },
        ]
    }

    /// `none` or `at most N` when `count` is within `limit`, otherwise the count itself, so a failure
    /// shows how many jobs were seen.
    private static func atMost(_ limit: Int, _ count: Int) -> String {
        guard count <= limit else { return "\(count)" }
        return limit == 0 ? "none" : "at most \(limit)"
    }
}
