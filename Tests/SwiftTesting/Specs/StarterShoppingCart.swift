import KataHarness
import Testing

extension OneAppAtATime {
    /// The Starter's shopping cart specs, one test each, named as the catalogue names them, so that
    /// `swift test --filter <spec name>` or `--filter StarterShoppingCart` selects them.
    @Suite("Starter shopping cart")
    struct StarterShoppingCart {
        @Test func openCart_showsScreenTitledCartOnOpening() async {
            await SpecCheck.run(.cart, "openCart_showsScreenTitledCartOnOpening", on: .starter)
        }
        @Test func openCart_saysNothingInTheCartOnEmptyCart() async {
            await SpecCheck.run(.cart, "openCart_saysNothingInTheCartOnEmptyCart", on: .starter)
        }
        @Test func openCart_listsItemsInOrderAddedOnAddingBeforeOpening() async {
            await SpecCheck.run(.cart, "openCart_listsItemsInOrderAddedOnAddingBeforeOpening", on: .starter)
        }
        @Test func openCart_showsTwoRowsOnAddingSameItemTwice() async {
            await SpecCheck.run(.cart, "openCart_showsTwoRowsOnAddingSameItemTwice", on: .starter)
        }
        @Test func openCart_showsPricesInSelectedCurrencyOnSelectingBeforeOpening() async {
            await SpecCheck.run(.cart, "openCart_showsPricesInSelectedCurrencyOnSelectingBeforeOpening", on: .starter)
        }
        @Test func openCart_showsCurrentCartOnReopeningAfterAddingWhileClosed() async {
            await SpecCheck.run(.cart, "openCart_showsCurrentCartOnReopeningAfterAddingWhileClosed", on: .starter)
        }
        @Test func addItem_showsInOpenCartWithinOneSecondOnAddingWhileOpen() async {
            await SpecCheck.run(.cart, "addItem_showsInOpenCartWithinOneSecondOnAddingWhileOpen", on: .starter)
        }
        @Test func closeCart_showsOnlyInventoryOnClosing() async {
            await SpecCheck.run(.cart, "closeCart_showsOnlyInventoryOnClosing", on: .starter)
        }
        @Test func selectCurrency_changesInventoryAndOpenCartAtOnceOnChangingWhileCartOpen() async {
            await SpecCheck.run(
                .cart, "selectCurrency_changesInventoryAndOpenCartAtOnceOnChangingWhileCartOpen", on: .starter)
        }
        @Test func cartTotal_endsCartWithSumOfShownPricesOnEachCurrency() async {
            await SpecCheck.run(.cart, "cartTotal_endsCartWithSumOfShownPricesOnEachCurrency", on: .starter)
        }
        @Test func cartTotal_showsTotalZeroOnEmptyCart() async {
            await SpecCheck.run(.cart, "cartTotal_showsTotalZeroOnEmptyCart", on: .starter)
        }
        @Test func cartTotal_followsAdditionsAndCurrencyOnChangesWhileOpen() async {
            await SpecCheck.run(.cart, "cartTotal_followsAdditionsAndCurrencyOnChangesWhileOpen", on: .starter)
        }
        @Test func euro_isOfferedLastOnStart() async {
            await SpecCheck.run(.cart, "euro_isOfferedLastOnStart", on: .starter)
        }
        @Test func euro_showsEveryItemInEuroOnSelectingEuro() async {
            await SpecCheck.run(.cart, "euro_showsEveryItemInEuroOnSelectingEuro", on: .starter)
        }
        @Test func euro_showsOpenCartInEuroOnSelectingEuroWhileOpen() async {
            await SpecCheck.run(.cart, "euro_showsOpenCartInEuroOnSelectingEuroWhileOpen", on: .starter)
        }
        @Test func launch_showsInventoryTitledInventoryOnStart() async {
            await SpecCheck.run(.cart, "launch_showsInventoryTitledInventoryOnStart", on: .starter)
        }
        @Test func launch_listsEveryItemInIdOrderOnStart() async {
            await SpecCheck.run(.cart, "launch_listsEveryItemInIdOrderOnStart", on: .starter)
        }
        @Test func launch_selectsUSDOnStart() async {
            await SpecCheck.run(.cart, "launch_selectsUSDOnStart", on: .starter)
        }
        @Test func currencySelector_offersUSDRupeeYuanInOrderOnStart() async {
            await SpecCheck.run(.cart, "currencySelector_offersUSDRupeeYuanInOrderOnStart", on: .starter)
        }
        @Test func inventory_showsEveryPriceInEveryCurrencyOnSelectingEachCurrency() async {
            await SpecCheck.run(.cart, "inventory_showsEveryPriceInEveryCurrencyOnSelectingEachCurrency", on: .starter)
        }
        @Test func footer_saysTotalInCartZeroOnStart() async {
            await SpecCheck.run(.cart, "footer_saysTotalInCartZeroOnStart", on: .starter)
        }
        @Test func footer_countsEveryItemAddedOnAddingSomeTwice() async {
            await SpecCheck.run(.cart, "footer_countsEveryItemAddedOnAddingSomeTwice", on: .starter)
        }
        @Test func addItem_changesNothingOnRowNotShown() async {
            await SpecCheck.run(.cart, "addItem_changesNothingOnRowNotShown", on: .starter)
        }
        @Test func selectCurrency_throwsAndKeepsSelectionOnCurrencyNotOffered() async {
            await SpecCheck.run(.cart, "selectCurrency_throwsAndKeepsSelectionOnCurrencyNotOffered", on: .starter)
        }
        @Test func visibleText_showsInventoryAndOpenCartAsDecidedOnItemsAdded() async {
            await SpecCheck.run(.cart, "visibleText_showsInventoryAndOpenCartAsDecidedOnItemsAdded", on: .starter)
        }
        @Test func visibleText_showsEmptyCartBelowInventoryAsDecidedOnStart() async {
            await SpecCheck.run(.cart, "visibleText_showsEmptyCartBelowInventoryAsDecidedOnStart", on: .starter)
        }
    }
}
