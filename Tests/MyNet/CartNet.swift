// Your net for the shopping cart (kata cart-net): specs you write against the Starter as it is.
// Measure it:   swift run kata mutants cart --net mine
// Every spec here must pass on the Starter: it says what the app does today, right or wrong.
// It runs in every swift test; when one fails, the verdict at the end of the run names it as yours.

import ImplementationAdapters
import Specs
import Testing

@MainActor
@Suite("Your cart net", .serialized, .attendeeNet)
struct CartNet {
    @Test func givenANewShop_whenIAddTheFirstItem_thenTheCartListsIt() {
        let app = Implementation.starter.adapters.cart.launch()

        app.addItem(inRow: 0)
        app.openCart()

        #expect(app.cart?.rows.count == 1)
        #expect(app.inventory.footer == "Total in cart 1")
    }

    // Add your specs here: one behaviour each, named given_when_then.
}
