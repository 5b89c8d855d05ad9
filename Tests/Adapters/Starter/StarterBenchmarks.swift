import Foundation
import KataHarness
import RegistrationBackend
@preconcurrency import Starter

/// The Starter's apps for `kata bench`, started and used through the Starter's own types.
public struct StarterBenchmarks: BenchmarkedApps {
    public init() {}

    public func launchExpenseTracker(file: URL, timeZone: TimeZone, now: @escaping () -> Date) throws
        -> any BenchmarkedExpenseTracker
    {
        StarterBenchmarkedExpenseTracker(app: try ExpenseTrackerApp(databaseURL: file, timeZone: timeZone, now: now))
    }

    public func fillCart(adds: Int, currencySwitchEvery: Int, currencies: [String]) -> Int {
        CartManager.shared = CartManager()
        let inventory = InventoryScreen()
        inventory.cartTapped()
        var rendered = 0
        for add in 1...max(adds, 1) {
            inventory.addTapped((add - 1) % inventory.numberOfRows())
            guard add % currencySwitchEvery == 0 else { continue }
            let currency = currencies[(add / currencySwitchEvery) % currencies.count]
            inventory.curChanged(inventory.curs.firstIndex(of: currency) ?? 0)
            // The cart screen polls the cart every second; firing its timer runs that poll now.
            inventory.cartScreen?.timer?.fire()
            rendered += inventory.cartScreen?.render().utf8.count ?? 0
        }
        inventory.backTapped()
        return rendered
    }

    public func register(_ addresses: [String], backend: InProcessRegistrationBackend) async -> Int {
        let screen = RegistrationViewController(api: RegistrationAPI(backend: backend))
        var shown = 0
        for address in addresses {
            screen.emailField = address
            screen.registerTapped()
            shown += screen.messageLabel.utf8.count
        }
        return shown
    }
}

/// The Starter's expense tracker, used through its Reports list and Add Expense screen.
@MainActor
private final class StarterBenchmarkedExpenseTracker: BenchmarkedExpenseTracker {
    private let app: ExpenseTrackerApp

    init(app: ExpenseTrackerApp) {
        self.app = app
    }

    var reportTitles: [String] { app.reportsScreen.rowTitles }

    func renderReport(_ title: String) -> String {
        let reports = app.reportsScreen
        guard let index = reports.rowTitles.firstIndex(of: title) else { return "" }
        reports.didSelectRow(at: index)
        defer { reports.didTapBack() }
        return reports.dailyReportScreen?.render() ?? reports.monthlyReportScreen?.render() ?? ""
    }

    func addExpense(title: String, amount: String, date: Date) {
        let reports = app.reportsScreen
        reports.didTapAddExpense()
        guard let screen = reports.addExpenseScreen else { return }
        screen.titleText = title
        screen.amountText = amount
        screen.date = date
        screen.didTapSave()
    }
}
