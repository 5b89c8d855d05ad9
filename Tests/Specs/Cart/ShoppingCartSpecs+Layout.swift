extension ShoppingCartSpecs {
    /// The exact text both implementations render (Decisions.md), so that a differential runner can
    /// compare everything the user sees.
    static var layout: [Spec] {
        [
            Spec(
                .cart, "visibleText_showsInventoryAndOpenCartAsDecidedOnItemsAdded",
                given: "Yuan is selected and the cart holds Flashlight and Cardboard Box twice",
                when: "the user looks at the inventory with the cart screen open",
                then: "both screens read exactly as Decisions.md lays them out"
            ) { adapters in
                let app = adapters.cart.launch()
                try app.selectCurrency("Yuan")
                add([0, 2, 2], to: app)
                app.openCart()
                app.letOneSecondPass()

                let expected = [
                    "Inventory",
                    selectorLine(adapters, selected: "Yuan"),
                    "Flashlight | A really great flashlight | 元687.00 | Add",
                    "Tin can | Pretty much what you would expect from a tin can | 元219.84 | Add",
                    "Cardboard Box | It holds things | 元34.35 | Add",
                    "Total in cart 3",
                    "",
                    "Cart",
                    "Flashlight | 元687.00",
                    "Cardboard Box | 元34.35",
                    "Cardboard Box | 元34.35",
                ]
                try expect(
                    lines(of: app.visibleText), equals: expected + totalLine(adapters, "Total 元755.70"),
                    "everything the user sees")
            },
            Spec(
                .cart, "visibleText_showsEmptyCartBelowInventoryAsDecidedOnStart",
                given: "the app has just started",
                when: "the user opens the empty cart",
                then:
                    "the inventory is seen as before, then a blank line and the empty cart as Decisions.md lays it out"
            ) { adapters in
                let app = adapters.cart.launch()
                let inventoryOnly = app.visibleText

                app.openCart()

                let expected = [inventoryOnly, "", "Cart", "Nothing in the cart"] + totalLine(adapters, "Total $0.00")
                try expect(lines(of: app.visibleText), equals: expected.flatMap(lines(of:)), "everything the user sees")
            },
        ]
    }

    /// The currency selector's line: every currency offered, the selected one in brackets.
    static func selectorLine(_ adapters: Adapters, selected: String) -> String {
        let names = ShopExpectations.currencies(of: adapters).map { $0 == selected ? "[\($0)]" : $0 }
        return "Currency: " + names.joined(separator: " ")
    }

    /// The cart's last line once CART-1 is done; nothing before.
    private static func totalLine(_ adapters: Adapters, _ line: String) -> [String] {
        adapters.changeRequestsDone.contains(.cartTotal) ? [line] : []
    }

    static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
