import Specs
import ImplementationAdapters
import RegistrationBackend
import Testing

@testable import KataTool

extension OneAppAtATime {
    /// The differential runner can fail: given a driver that deliberately shows something else, it
    /// finds the difference and shrinks it to a few actions.
    @Suite("Differential runner")
    struct DifferentialRunnerTests {
        @Test("finds a deliberate divergence and shrinks it to at most 3 actions")
        @MainActor
        func run_findsAndShrinksDivergenceOnDivergentDriver() async throws {
            let divergent = Self.miscountingRefactored()
            let check = try #require(DifferentialChecks.check(for: .cart))

            let outcome = await check.run(.starter, divergent, sequences: Differential.sequencesPerApp, seed: 7)

            guard case .diverged(let report, let actions) = outcome else {
                Issue.record("The runner found no divergence on a driver that miscounts the cart.")
                return
            }
            #expect(actions <= 3, "shrunk to \(actions) actions:\n\(report)")
            #expect(report.contains("Given a fresh shopping cart"))
            #expect(report.contains("Reproduce: swift run kata check cart --sequence "))
        }

        @Test("the printed Reproduce command replays the same counterexample and exits 1")
        @MainActor
        func check_reproduceCommandReplaysTheSameCounterexampleOnDivergentDriver() async throws {
            let divergent = Self.miscountingRefactored()
            let first = CapturedOutput()

            let code = try await CheckCommand.run(
                ["cart", "--random", "300", "--seed", "7"], terminal: first.terminal(),
                differentialAdapters: (.starter, divergent))

            #expect(code == .failure)
            let replay = try await Self.runReproduceCommand(in: first.standardOutput, on: divergent)
            #expect(replay.code == .failure)
            #expect(replay.output == first.standardOutput)
        }

        @Test("the Reproduce command in the Swift Testing message replays its counterexample in kata check")
        @MainActor
        func run_printsCommandThatReplaysTheSameCounterexampleOnDivergentDriver() async throws {
            let divergent = Self.miscountingRefactored()
            let check = try #require(DifferentialChecks.check(for: .cart))
            guard
                case .diverged(let report, _) = await check.run(
                    .starter, divergent, sequences: Differential.sequencesPerApp, seed: 20_261_122)
            else {
                Issue.record("The runner found no divergence on a driver that miscounts the cart.")
                return
            }

            let replay = try await Self.runReproduceCommand(in: report, on: divergent)

            #expect(replay.code == .failure)
            #expect(replay.output == "✗ " + report)
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

            let outcome = await check.run(.starter, divergent, sequences: Differential.sequencesPerApp, seed: 3)

            guard case .diverged(let report, let actions) = outcome else {
                Issue.record("The runner found no divergence on a driver that exclaims.")
                return
            }
            #expect(actions == 1, "\(report)")
            #expect(report.contains("When the user types \"anna@example.com\" and taps Register"), "\(report)")
            #expect(report.contains("  ≠ | Registered!"), "\(report)")
        }

        // MARK: - Helpers

        /// The Refactored implementation with a cart that miscounts.
        private static func miscountingRefactored() -> Adapters {
            Adapters(
                implementation: .refactored,
                changeRequestsDone: [],
                expenses: Adapters.refactored.expenses,
                cart: MiscountingShoppingCart(wrapping: Adapters.refactored.cart),
                registration: Adapters.refactored.registration
            )
        }

        /// Runs the `Reproduce:` command of `report` through `kata check`, Starter against `divergent`.
        @MainActor
        private static func runReproduceCommand(in report: String, on divergent: Adapters) async throws
            -> (code: ExitCode, output: String)
        {
            let prefix = "Reproduce: swift run kata check "
            let reproduce = try #require(report.split(separator: "\n").first { $0.hasPrefix(prefix) })
            let words = reproduce.dropFirst(prefix.count).split(separator: " ").map(String.init)
            let output = CapturedOutput()
            let code = try await CheckCommand.run(
                words, terminal: output.terminal(), differentialAdapters: (.starter, divergent))
            return (code, output.standardOutput)
        }
    }
}

// MARK: - Helpers

/// A shopping cart whose footer counts one item too many once two items are in the cart.
private struct MiscountingShoppingCart: ShoppingCartAdapter {
    let wrapping: any ShoppingCartAdapter

    @MainActor func launch() -> any ShoppingCartDriver {
        MiscountingDriver(wrapped: wrapping.launch())
    }

    @MainActor func launch(selling items: [ShopItem]) -> any ShoppingCartDriver {
        MiscountingDriver(wrapped: wrapping.launch(selling: items))
    }
}

@MainActor
private final class MiscountingDriver: ShoppingCartDriver {
    private let wrapped: any ShoppingCartDriver
    private var added = 0

    init(wrapped: any ShoppingCartDriver) {
        self.wrapped = wrapped
    }

    var inventory: InventoryScreenText { wrapped.inventory }
    var cart: CartScreenText? { wrapped.cart }
    var visibleText: String {
        added >= 2
            ? wrapped.visibleText.replacingOccurrences(of: "Total in cart \(added)", with: "Total in cart \(added + 1)")
            : wrapped.visibleText
    }

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
