import ImplementationAdapters
import RegistrationBackend
import Specs
import Testing

/// The differential runner can fail: given a driver that deliberately shows something else, it finds the
/// difference and shrinks it to a few actions. It compares the planted driver with a stand-in for the
/// Starter (the Refactored's apps, labelled Starter), never with the live Starter. (That `kata check`
/// replays what it finds is the tool's to test: KataToolTests, "kata check replays a difference".)
@Suite("Differential runner")
struct DifferentialRunnerTests {
    @Test("finds a deliberate divergence and shrinks it to at most 3 actions")
    @MainActor
    func run_findsAndShrinksDivergenceOnDivergentDriver() async throws {
        let divergent = Self.miscountingRefactored()
        let check = try #require(DifferentialChecks.check(for: .cart))

        let outcome = await check.run(
            Self.starter, divergent, sequences: DifferentialChecks.swiftTestSequences.count, seed: 7)

        guard case .diverged(let report, let actions) = outcome else {
            Issue.record("The runner found no divergence on a driver that miscounts the cart.")
            return
        }
        #expect(actions <= 3, "shrunk to \(actions) actions:\n\(report)")
        #expect(report.contains("Given a fresh shopping cart"))
        #expect(report.contains("Reproduce: swift run kata check cart --sequence "))
    }

    @Test("the shrinker replaces text the difference does not need with plain text, and marks the differing line")
    @MainActor
    func run_showsPlainTextAndMarksDifferingLineOnDivergenceIndependentOfText() async throws {
        let divergent = Adapters(
            implementation: .refactored,
            changeRequestsDone: [],
            expenses: Adapters.refactored.expenses,
            cart: Adapters.refactored.cart,
            registration: ExclaimingRegistration(wrapping: Adapters.refactored.registration)
        )
        let check = try #require(DifferentialChecks.check(for: .registration))

        let outcome = await check.run(
            Self.starter, divergent, sequences: DifferentialChecks.swiftTestSequences.count, seed: 3)

        guard case .diverged(let report, let actions) = outcome else {
            Issue.record("The runner found no divergence on a driver that exclaims.")
            return
        }
        #expect(actions == 1, "\(report)")
        #expect(report.contains("When the user types \"anna@example.com\" and taps Register"), "\(report)")
        #expect(report.contains("  ≠ | Registered!"), "\(report)")
    }

    @Test("a difference already on screen at launch is reported before any action, not blamed on the first")
    @MainActor
    func run_reportsNoActionOnDivergenceAtLaunch() async throws {
        // Yuan is offered before Rupee, from the start.
        let divergent = Self.refactored { text, _ in
            text.replacingOccurrences(of: "[USD] Rupee Yuan", with: "[USD] Yuan Rupee")
        }
        let check = try #require(DifferentialChecks.check(for: .cart))

        let outcome = await check.run(
            Self.starter, divergent, sequences: DifferentialChecks.swiftTestSequences.count, seed: 7)

        guard case .diverged(let report, let actions) = outcome else {
            Issue.record("The runner found no divergence on a cart that offers Yuan before Rupee.")
            return
        }
        #expect(actions == 0, "\(report)")
        #expect(report.contains("differ as soon as they start, before any action"), "\(report)")
        #expect(report.contains("When the app has just started, before any action"), "\(report)")
        #expect(!report.contains("When the user"), "\(report)")
        #expect(report.contains("  ≠ | Currency: [USD] Yuan Rupee"), "\(report)")
    }

    @Test("every app has a differential model")
    func checks_coverEveryApp() {
        #expect(Set(DifferentialChecks.all.map(\.app)) == Set(App.allCases))
    }

    // MARK: - Helpers

    /// The left side of every run here: the Refactored's apps labelled Starter, declaring nothing, as the
    /// untouched Starter declares.
    private static let starter = Adapters(
        implementation: .starter,
        changeRequestsDone: [],
        expenses: Adapters.refactored.expenses,
        cart: Adapters.refactored.cart,
        registration: Adapters.refactored.registration
    )

    /// The Refactored implementation with a cart that miscounts.
    private static func miscountingRefactored() -> Adapters {
        refactored { text, added in
            // The footer counts one item too many once two items are in the cart.
            added >= 2
                ? text.replacingOccurrences(of: "Total in cart \(added)", with: "Total in cart \(added + 1)") : text
        }
    }

    /// The Refactored implementation with a cart whose text `rewrite` changes, given how many items were added.
    private static func refactored(cart rewrite: @escaping @Sendable (String, Int) -> String) -> Adapters {
        Adapters(
            implementation: .refactored,
            changeRequestsDone: [],
            expenses: Adapters.refactored.expenses,
            cart: RewritingShoppingCart(wrapping: Adapters.refactored.cart, rewrite: rewrite),
            registration: Adapters.refactored.registration
        )
    }
}

// MARK: - Helpers

/// A shopping cart that shows its text rewritten by `rewrite`, given how many items were added.
private struct RewritingShoppingCart: ShoppingCartAdapter {
    let wrapping: any ShoppingCartAdapter
    let rewrite: @Sendable (_ text: String, _ added: Int) -> String

    @MainActor func launch() -> any ShoppingCartDriver {
        RewritingDriver(wrapped: wrapping.launch(), rewrite: rewrite)
    }

    @MainActor func launch(selling items: [ShopItem]) -> any ShoppingCartDriver {
        RewritingDriver(wrapped: wrapping.launch(selling: items), rewrite: rewrite)
    }
}

@MainActor
private final class RewritingDriver: ShoppingCartDriver {
    private let wrapped: any ShoppingCartDriver
    private let rewrite: @Sendable (String, Int) -> String
    private var added = 0

    init(wrapped: any ShoppingCartDriver, rewrite: @escaping @Sendable (String, Int) -> String) {
        self.wrapped = wrapped
        self.rewrite = rewrite
    }

    var inventory: InventoryScreenText { wrapped.inventory }
    var cart: CartScreenText? { wrapped.cart }
    var visibleText: String { rewrite(wrapped.visibleText, added) }

    func selectCurrency(_ name: String) throws { try wrapped.selectCurrency(name) }
    func addItem(inRow row: Int) {
        if (0..<wrapped.inventory.rows.count).contains(row) { added += 1 }
        wrapped.addItem(inRow: row)
    }
    func openCart() { wrapped.openCart() }
    func closeCart() { wrapped.closeCart() }
    func letOneSecondPass() { wrapped.letOneSecondPass() }
    var liveRepeatingJobs: Int { wrapped.liveRepeatingJobs }
    var repeatingJobRuns: Int { wrapped.repeatingJobRuns }
}

/// A registration screen that adds a line after any attempt, whatever was typed.
private struct ExclaimingRegistration: RegistrationAdapter {
    let wrapping: any RegistrationAdapter

    @MainActor func launch(backend: InProcessRegistrationBackend) -> any RegistrationDriver {
        ExclaimingDriver(wrapped: wrapping.launch(backend: backend))
    }
}

@MainActor
private final class ExclaimingDriver: RegistrationDriver {
    private let wrapped: any RegistrationDriver
    private var attempted = false

    init(wrapped: any RegistrationDriver) {
        self.wrapped = wrapped
    }

    func enterEmail(_ text: String) { wrapped.enterEmail(text) }
    func tapRegister() async {
        attempted = true
        await wrapped.tapRegister()
    }
    var message: String { wrapped.message }
    var visibleText: String { wrapped.visibleText + (attempted ? "\nRegistered!" : "") }
}
