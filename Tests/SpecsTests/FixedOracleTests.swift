import ImplementationAdapters
import Specs
import Testing

/// No spec takes its expected value from the implementation under test: a cart spec that launched
/// a second shop could compare the first with the second, and a bug made in both would pass.
@Suite("Fixed oracles")
struct FixedOracleTests {
    @Test("every cart spec launches one shop and compares it with fixed values")
    @MainActor
    func cartSpecs_launchOneShopOnEverySpec() async {
        for spec in Catalogue.specs(for: .cart) {
            let counting = LaunchCountingShoppingCart(wrapping: Adapters.refactored.cart, launches: LaunchCount())
            let adapters = Adapters(
                implementation: .refactored,
                changeRequestsDone: Adapters.refactored.changeRequestsDone,
                expenses: Adapters.refactored.expenses,
                cart: counting,
                registration: Adapters.refactored.registration
            )

            let outcome = await SpecRunner.run(spec, on: adapters)

            #expect(!outcome.isFailure, "\(spec.name) fails on the Refactored: \(outcome)")
            #expect(counting.launches.value == 1, "\(spec.name) launched \(counting.launches.value) shops")
        }
    }
}

/// A shopping cart adapter that counts its launches.
private struct LaunchCountingShoppingCart: ShoppingCartAdapter {
    let wrapping: any ShoppingCartAdapter
    let launches: LaunchCount

    @MainActor func launch() -> any ShoppingCartDriver {
        launches.value += 1
        return wrapping.launch()
    }

    @MainActor func launch(selling items: [ShopItem]) -> any ShoppingCartDriver {
        launches.value += 1
        return wrapping.launch(selling: items)
    }
}

/// How many times an adapter launched an app.
@MainActor
private final class LaunchCount: Sendable {
    var value = 0
}
