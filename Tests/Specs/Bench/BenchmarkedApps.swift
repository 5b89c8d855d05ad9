import Foundation
import RegistrationBackend

/// One implementation's apps as `kata bench` drives them: through the implementation's adapter, exactly
/// as the specs do. A refactor that changes a constructor or renames a screen is wired in the adapter
/// alone, and the benchmark follows. Both implementations go through the same driver calls, so the
/// driver's own cost is the same on both sides.
@MainActor
public struct BenchmarkedApps {
    private let adapters: Adapters

    public init(_ adapters: Adapters) {
        self.adapters = adapters
    }

    /// Starts the expense tracker on `file`, as its entry point does (checking the whole file).
    public func launchExpenseTracker(file: URL, timeZone: TimeZone, now: @escaping @Sendable () -> Date) throws
        -> BenchmarkedExpenseTracker
    {
        BenchmarkedExpenseTracker(
            try adapters.expenses.launch(
                ExpenseTrackerConfiguration(now: now, timeZone: timeZone, database: .file(file))))
    }

    /// Starts the shop and opens the cart; adds `adds` items, one row after the other, selects the next
    /// of `currencies` every `currencySwitchEvery` adds and renders what is on screen after each switch.
    /// Returns the number of characters rendered.
    public func fillCart(adds: Int, currencySwitchEvery: Int, currencies: [String]) -> Int {
        let app = adapters.cart.launch()
        let rowCount = app.inventory.rows.count
        app.openCart()
        var rendered = 0
        for add in 1...max(adds, 1) {
            app.addItem(inRow: (add - 1) % rowCount)
            guard add % currencySwitchEvery == 0 else { continue }
            try? app.selectCurrency(currencies[(add / currencySwitchEvery) % currencies.count])
            app.letOneSecondPass()
            rendered += app.visibleText.utf8.count
        }
        app.closeCart()
        return rendered
    }

    /// Types each address into one registration screen and taps Register, with `backend` behind it.
    /// Returns the number of characters of the messages shown.
    public func register(_ addresses: [String], backend: InProcessRegistrationBackend) async -> Int {
        let app = adapters.registration.launch(backend: backend)
        var shown = 0
        for address in addresses {
            app.enterEmail(address)
            await app.tapRegister()
            shown += app.message.utf8.count
        }
        return shown
    }
}

/// A running expense tracker as `kata bench` drives it, through its driver.
@MainActor
public final class BenchmarkedExpenseTracker {
    private let app: any ExpenseTrackerDriver

    init(_ app: any ExpenseTrackerDriver) {
        self.app = app
    }

    /// The rows of the Reports list, e.g. `Today` and `This Month`.
    public var reportTitles: [String] { app.reportTitles }

    /// Opens the report titled `title`, renders what is on screen and goes back to the Reports list.
    public func renderReport(_ title: String) -> String {
        app.selectReport(title)
        defer { app.goBack() }
        return app.visibleText
    }

    /// Adds an expense through the Add Expense screen: open, type, pick the date, Save.
    public func addExpense(title: String, amount: String, date: Date) {
        app.tapAddExpense()
        app.type(title, into: .title)
        app.type(amount, into: .amount)
        app.pickDate(date)
        app.tapSave()
    }
}
