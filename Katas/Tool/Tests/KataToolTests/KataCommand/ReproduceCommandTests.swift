import ImplementationAdapters
import Specs
import Testing

@testable import KataTool

/// `kata check --random` and `--sequence` on a planted difference: the Reproduce command a difference
/// prints, in `kata check` and in Swift Testing's random sequences, replays the same counterexample. The
/// planted driver is compared with a stand-in for the Starter (the Refactored's apps, labelled Starter),
/// never with the live Starter.
@Suite("kata check replays a difference")
struct ReproduceCommandTests {
    @Test("the printed Reproduce command replays the same counterexample and exits 1")
    @MainActor
    func check_reproduceCommandReplaysTheSameCounterexampleOnDivergentDriver() async throws {
        let divergent = Self.miscountingRefactored()
        let first = CapturedOutput()

        let code = try await CheckCommand.run(
            ["cart", "--random", "300", "--seed", "7"], terminal: first.terminal(),
            differentialAdapters: (Self.starter, divergent))

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
        let sequences = DifferentialChecks.swiftTestSequences
        guard
            case .diverged(let report, _) = await check.run(
                Self.starter, divergent, sequences: sequences.count, seed: sequences.seed)
        else {
            Issue.record("The runner found no divergence on a driver that miscounts the cart.")
            return
        }

        let replay = try await Self.runReproduceCommand(in: report, on: divergent)

        #expect(replay.code == .failure)
        #expect(replay.output == "✗ " + report)
    }

    // MARK: - Helpers

    /// The left side of every run here: the Refactored's apps labelled Starter, declaring nothing, as the
    /// untouched Starter declares.
    private static let starter = StandInApps.starter(declaring: [])

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

    /// Runs the `Reproduce:` command of `report` through `kata check`, the stand-in Starter against `divergent`.
    @MainActor
    private static func runReproduceCommand(in report: String, on divergent: Adapters) async throws
        -> (code: ExitCode, output: String)
    {
        let prefix = "Reproduce: swift run kata check "
        let reproduce = try #require(report.split(separator: "\n").first { $0.hasPrefix(prefix) })
        let words = reproduce.dropFirst(prefix.count).split(separator: " ").map(String.init)
        let output = CapturedOutput()
        let code = try await CheckCommand.run(
            words, terminal: output.terminal(), differentialAdapters: (starter, divergent))
        return (code, output.standardOutput)
    }
}

/// A shopping cart whose footer counts one item too many once two items are in the cart (as
/// SpecsTests' own, which the tool's tests cannot import).
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
