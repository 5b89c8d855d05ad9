import KataHarness
import Testing

extension OneAppAtATime {
    /// The Refactored's shopping cart specs, one test each, named as the catalogue names them, so that
    /// `swift test --filter <spec name>` or `--filter RefactoredShoppingCart` selects them.
    @Suite("Refactored shopping cart")
    struct RefactoredShoppingCart {
        @Test func openCart_showsScreenTitledCartOnOpening() async {
            await SpecCheck.run(.cart, "openCart_showsScreenTitledCartOnOpening", on: .refactored)
        }
        @Test func openCart_saysNothingInTheCartOnEmptyCart() async {
            await SpecCheck.run(.cart, "openCart_saysNothingInTheCartOnEmptyCart", on: .refactored)
        }
        @Test func openCart_listsItemsInOrderAddedOnAddingBeforeOpening() async {
            await SpecCheck.run(.cart, "openCart_listsItemsInOrderAddedOnAddingBeforeOpening", on: .refactored)
        }
        @Test func openCart_showsTwoRowsOnAddingSameItemTwice() async {
            await SpecCheck.run(.cart, "openCart_showsTwoRowsOnAddingSameItemTwice", on: .refactored)
        }
        @Test func openCart_showsPricesInSelectedCurrencyOnSelectingBeforeOpening() async {
            await SpecCheck.run(
                .cart, "openCart_showsPricesInSelectedCurrencyOnSelectingBeforeOpening", on: .refactored)
        }
        @Test func openCart_showsCurrentCartOnReopeningAfterAddingWhileClosed() async {
            await SpecCheck.run(.cart, "openCart_showsCurrentCartOnReopeningAfterAddingWhileClosed", on: .refactored)
        }
        @Test func addItem_showsInOpenCartWithinOneSecondOnAddingWhileOpen() async {
            await SpecCheck.run(.cart, "addItem_showsInOpenCartWithinOneSecondOnAddingWhileOpen", on: .refactored)
        }
        @Test func closeCart_showsOnlyInventoryOnClosing() async {
            await SpecCheck.run(.cart, "closeCart_showsOnlyInventoryOnClosing", on: .refactored)
        }
        @Test func selectCurrency_changesInventoryAndOpenCartAtOnceOnChangingWhileCartOpen() async {
            await SpecCheck.run(
                .cart, "selectCurrency_changesInventoryAndOpenCartAtOnceOnChangingWhileCartOpen", on: .refactored)
        }
        @Test func cartTotal_endsCartWithSumOfShownPricesOnEachCurrency() async {
            await SpecCheck.run(.cart, "cartTotal_endsCartWithSumOfShownPricesOnEachCurrency", on: .refactored)
        }
        @Test func cartTotal_showsTotalZeroOnEmptyCart() async {
            await SpecCheck.run(.cart, "cartTotal_showsTotalZeroOnEmptyCart", on: .refactored)
        }
        @Test func cartTotal_followsAdditionsAndCurrencyOnChangesWhileOpen() async {
            await SpecCheck.run(.cart, "cartTotal_followsAdditionsAndCurrencyOnChangesWhileOpen", on: .refactored)
        }
        @Test func euro_isOfferedLastOnStart() async {
            await SpecCheck.run(.cart, "euro_isOfferedLastOnStart", on: .refactored)
        }
        @Test func euro_showsEveryItemInEuroOnSelectingEuro() async {
            await SpecCheck.run(.cart, "euro_showsEveryItemInEuroOnSelectingEuro", on: .refactored)
        }
        @Test func euro_showsOpenCartInEuroOnSelectingEuroWhileOpen() async {
            await SpecCheck.run(.cart, "euro_showsOpenCartInEuroOnSelectingEuroWhileOpen", on: .refactored)
        }
        @Test func launch_showsInventoryTitledInventoryOnStart() async {
            await SpecCheck.run(.cart, "launch_showsInventoryTitledInventoryOnStart", on: .refactored)
        }
        @Test func launch_listsEveryItemInIdOrderOnStart() async {
            await SpecCheck.run(.cart, "launch_listsEveryItemInIdOrderOnStart", on: .refactored)
        }
        @Test func launch_selectsUSDOnStart() async {
            await SpecCheck.run(.cart, "launch_selectsUSDOnStart", on: .refactored)
        }
        @Test func currencySelector_offersUSDRupeeYuanInOrderOnStart() async {
            await SpecCheck.run(.cart, "currencySelector_offersUSDRupeeYuanInOrderOnStart", on: .refactored)
        }
        @Test func inventory_showsEveryPriceInEveryCurrencyOnSelectingEachCurrency() async {
            await SpecCheck.run(
                .cart, "inventory_showsEveryPriceInEveryCurrencyOnSelectingEachCurrency", on: .refactored)
        }
        @Test func footer_saysTotalInCartZeroOnStart() async {
            await SpecCheck.run(.cart, "footer_saysTotalInCartZeroOnStart", on: .refactored)
        }
        @Test func footer_countsEveryItemAddedOnAddingSomeTwice() async {
            await SpecCheck.run(.cart, "footer_countsEveryItemAddedOnAddingSomeTwice", on: .refactored)
        }
        @Test func addItem_changesNothingOnRowNotShown() async {
            await SpecCheck.run(.cart, "addItem_changesNothingOnRowNotShown", on: .refactored)
        }
        @Test func selectCurrency_throwsAndKeepsSelectionOnCurrencyNotOffered() async {
            await SpecCheck.run(.cart, "selectCurrency_throwsAndKeepsSelectionOnCurrencyNotOffered", on: .refactored)
        }
        @Test func visibleText_showsInventoryAndOpenCartAsDecidedOnItemsAdded() async {
            await SpecCheck.run(.cart, "visibleText_showsInventoryAndOpenCartAsDecidedOnItemsAdded", on: .refactored)
        }
        @Test func visibleText_showsEmptyCartBelowInventoryAsDecidedOnStart() async {
            await SpecCheck.run(.cart, "visibleText_showsEmptyCartBelowInventoryAsDecidedOnStart", on: .refactored)
        }
    }
}
