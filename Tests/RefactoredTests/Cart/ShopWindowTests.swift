import CartComposition
import CartDomain
import CartScreens
import SwiftTestingVerdict
import Testing

@MainActor
@Suite(.unitTestVerdict) struct ShopWindowTests {
    @Test func cart_isClosedAtStartAndOpensAndCloses() {
        let sut = CartComposer.makeWindow()

        let atStart = sut.cart
        sut.openCart()
        let opened = sut.cart
        sut.closeCart()

        #expect(atStart == nil)
        #expect(opened != nil)
        #expect(sut.cart == nil)
    }

    @Test func render_showsTheOpenCartBelowTheInventoryAfterABlankLine() {
        let sut = CartComposer.makeWindow()
        let inventoryOnly = sut.render()

        sut.openCart()

        #expect(sut.render() == inventoryOnly + "\n\nCart\nNothing in the cart\nTotal $0.00")
    }
}
