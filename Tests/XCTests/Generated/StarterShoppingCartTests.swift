import KataHarness
import XCTest

final class StarterShoppingCartTests: XCTestCase, SpecTestCase {
    static let app = App.cart
    static let implementation = Implementation.starter

    func test_openCart_showsScreenTitledCartOnOpening() async throws {
        try await run("openCart_showsScreenTitledCartOnOpening")
    }
    func test_openCart_saysNothingInTheCartOnEmptyCart() async throws {
        try await run("openCart_saysNothingInTheCartOnEmptyCart")
    }
    func test_openCart_listsItemsInOrderAddedOnAddingBeforeOpening() async throws {
        try await run("openCart_listsItemsInOrderAddedOnAddingBeforeOpening")
    }
    func test_openCart_showsTwoRowsOnAddingSameItemTwice() async throws {
        try await run("openCart_showsTwoRowsOnAddingSameItemTwice")
    }
    func test_openCart_showsPricesInSelectedCurrencyOnSelectingBeforeOpening() async throws {
        try await run("openCart_showsPricesInSelectedCurrencyOnSelectingBeforeOpening")
    }
    func test_openCart_showsCurrentCartOnReopeningAfterAddingWhileClosed() async throws {
        try await run("openCart_showsCurrentCartOnReopeningAfterAddingWhileClosed")
    }
    func test_addItem_showsInOpenCartWithinOneSecondOnAddingWhileOpen() async throws {
        try await run("addItem_showsInOpenCartWithinOneSecondOnAddingWhileOpen")
    }
    func test_closeCart_showsOnlyInventoryOnClosing() async throws {
        try await run("closeCart_showsOnlyInventoryOnClosing")
    }
    func test_selectCurrency_changesInventoryAndOpenCartAtOnceOnChangingWhileCartOpen() async throws {
        try await run("selectCurrency_changesInventoryAndOpenCartAtOnceOnChangingWhileCartOpen")
    }
    func test_cartTotal_endsCartWithSumOfShownPricesOnEachCurrency() async throws {
        try await run("cartTotal_endsCartWithSumOfShownPricesOnEachCurrency")
    }
    func test_cartTotal_showsTotalZeroOnEmptyCart() async throws {
        try await run("cartTotal_showsTotalZeroOnEmptyCart")
    }
    func test_cartTotal_followsAdditionsAndCurrencyOnChangesWhileOpen() async throws {
        try await run("cartTotal_followsAdditionsAndCurrencyOnChangesWhileOpen")
    }
    func test_euro_isOfferedLastOnStart() async throws { try await run("euro_isOfferedLastOnStart") }
    func test_euro_showsEveryItemInEuroOnSelectingEuro() async throws {
        try await run("euro_showsEveryItemInEuroOnSelectingEuro")
    }
    func test_euro_showsOpenCartInEuroOnSelectingEuroWhileOpen() async throws {
        try await run("euro_showsOpenCartInEuroOnSelectingEuroWhileOpen")
    }
    func test_launch_showsInventoryTitledInventoryOnStart() async throws {
        try await run("launch_showsInventoryTitledInventoryOnStart")
    }
    func test_launch_listsEveryItemInIdOrderOnStart() async throws {
        try await run("launch_listsEveryItemInIdOrderOnStart")
    }
    func test_launch_selectsUSDOnStart() async throws { try await run("launch_selectsUSDOnStart") }
    func test_currencySelector_offersUSDRupeeYuanInOrderOnStart() async throws {
        try await run("currencySelector_offersUSDRupeeYuanInOrderOnStart")
    }
    func test_inventory_showsEveryPriceInEveryCurrencyOnSelectingEachCurrency() async throws {
        try await run("inventory_showsEveryPriceInEveryCurrencyOnSelectingEachCurrency")
    }
    func test_footer_saysTotalInCartZeroOnStart() async throws { try await run("footer_saysTotalInCartZeroOnStart") }
    func test_footer_countsEveryItemAddedOnAddingSomeTwice() async throws {
        try await run("footer_countsEveryItemAddedOnAddingSomeTwice")
    }
    func test_addItem_changesNothingOnRowNotShown() async throws {
        try await run("addItem_changesNothingOnRowNotShown")
    }
    func test_selectCurrency_throwsAndKeepsSelectionOnCurrencyNotOffered() async throws {
        try await run("selectCurrency_throwsAndKeepsSelectionOnCurrencyNotOffered")
    }
    func test_visibleText_showsInventoryAndOpenCartAsDecidedOnItemsAdded() async throws {
        try await run("visibleText_showsInventoryAndOpenCartAsDecidedOnItemsAdded")
    }
    func test_visibleText_showsEmptyCartBelowInventoryAsDecidedOnStart() async throws {
        try await run("visibleText_showsEmptyCartBelowInventoryAsDecidedOnStart")
    }
    func test_inventory_convertsRupeeAndYuanPricesIntoEveryCurrencyOnItemsPricedInThem() async throws {
        try await run("inventory_convertsRupeeAndYuanPricesIntoEveryCurrencyOnItemsPricedInThem")
    }
    func test_cart_showsRupeeAndYuanPricedItemsInSelectedCurrencyOnSelectingEachCurrency() async throws {
        try await run("cart_showsRupeeAndYuanPricedItemsInSelectedCurrencyOnSelectingEachCurrency")
    }
    func test_launch_listsItemsInTheOrderGivenOnTwelveItems() async throws {
        try await run("launch_listsItemsInTheOrderGivenOnTwelveItems")
    }
    func test_addItem_addsTheItemOfThatRowOnTwelveItems() async throws {
        try await run("addItem_addsTheItemOfThatRowOnTwelveItems")
    }
    func test_euro_convertsBetweenEuroAndEveryOtherCurrencyOnItemsPricedInEach() async throws {
        try await run("euro_convertsBetweenEuroAndEveryOtherCurrencyOnItemsPricedInEach")
    }
    func test_cartTotal_sumsUnroundedPricesOnItemsWorthLessThanOneCentRoundedUp() async throws {
        try await run("cartTotal_sumsUnroundedPricesOnItemsWorthLessThanOneCentRoundedUp")
    }
}
