import ExpensesDomain
import ExpensesScreens
import ExpensesStorage
import Foundation

/// The app's entry point: opens the storage for a file (or memory) and shows the Reports list.
@MainActor
public final class ExpenseTrackerApp {
    public let reportsScreen: ReportListScreen
    private let store: any ExpenseStore
    private let now: () -> Date
    private let makeID: () -> UUID

    /// Throws `ExpenseTrackerLaunchError` with the message to show when it cannot keep expenses in `databaseFile`.
    public init(
        databaseFile: URL?,
        timeZone: TimeZone,
        now: @escaping () -> Date,
        makeID: @escaping () -> UUID = UUID.init
    ) throws(ExpenseTrackerLaunchError) {
        do {
            store = try ExpenseStorage.openStore(at: databaseFile)
        } catch {
            throw ExpenseTrackerLaunchError(error)
        }
        self.now = now
        self.makeID = makeID
        reportsScreen = ExpensesComposer.makeReportListScreen(
            store: store, now: now, timeZone: timeZone, makeID: makeID)
    }

    /// Adds `SampleExpenses` when the database has no expense at all, for a demo (`kata play expenses
    /// --sample-data`); a database with expenses is left as it is.
    public func addSampleExpenses() {
        SampleExpenses.add(to: store, now: now(), makeID: makeID)
    }
}
