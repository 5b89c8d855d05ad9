import CartComposition
import ExpensesComposition
import ExpensesDomain
import Foundation
import KataHarness
import RegistrationBackend
import RegistrationComposition

/// The Refactored apps for `kata bench`, built by their composers and used through their screens.
public struct RefactoredBenchmarks: BenchmarkedApps {
    public init() {}

    public func launchExpenseTracker(file: URL, timeZone: TimeZone, now: @escaping () -> Date) throws
        -> any BenchmarkedExpenseTracker
    {
        RefactoredBenchmarkedExpenseTracker(
            app: try ExpenseTrackerApp(databaseFile: file, timeZone: timeZone, now: now))
    }

    public func fillCart(adds: Int, currencySwitchEvery: Int, currencies: [String]) -> Int {
        let window = CartComposer.makeWindow()
        let selector = window.inventory.currencySelector
        let rowCount = window.inventory.rows.count
        window.openCart()
        var rendered = 0
        for add in 1...max(adds, 1) {
            window.inventory.addItem(inRow: (add - 1) % rowCount)
            guard add % currencySwitchEvery == 0 else { continue }
            let name = currencies[(add / currencySwitchEvery) % currencies.count]
            if let currency = selector.currencies.first(where: { $0.name == name }) { selector.select(currency) }
            rendered += window.cart?.render().utf8.count ?? 0
        }
        window.closeCart()
        return rendered
    }

    public func register(_ addresses: [String], backend: InProcessRegistrationBackend) async -> Int {
        let screen = RegistrationComposer.makeRegistrationScreen(backend: backend)
        var shown = 0
        for address in addresses {
            screen.email = address
            await screen.register()
            shown += screen.message?.utf8.count ?? 0
        }
        return shown
    }
}

/// The Refactored expense tracker, used through its Reports list and Add Expense screen.
@MainActor
private final class RefactoredBenchmarkedExpenseTracker: BenchmarkedExpenseTracker {
    private let app: ExpenseTrackerApp

    init(app: ExpenseTrackerApp) {
        self.app = app
    }

    var reportTitles: [String] { app.reportsScreen.ranges.map(\.title) }

    func renderReport(_ title: String) -> String {
        let reports = app.reportsScreen
        guard let range = reports.ranges.first(where: { $0.title == title }) else { return "" }
        reports.select(range)
        defer { reports.goBack() }
        return reports.openReport?.render() ?? ""
    }

    func addExpense(title: String, amount: String, date: Date) {
        let reports = app.reportsScreen
        reports.openAddExpense()
        reports.addExpense?.draft = ExpenseDraft(title: title, amount: amount, date: date)
        reports.addExpense?.save()
    }
}
