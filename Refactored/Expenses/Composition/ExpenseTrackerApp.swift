import ExpensesDomain
import ExpensesScreens
import ExpensesStorage
import Foundation

/// The app's entry point: opens the storage for a file (or memory) and shows the Reports list.
@MainActor
public final class ExpenseTrackerApp {
    public let reportsScreen: ReportsScreen

    /// Throws `ExpenseTrackerLaunchError` with the message to show when `databaseFile` is not an expense database.
    public init(
        databaseFile: URL?,
        timeZone: TimeZone,
        now: @escaping () -> Date,
        makeID: @escaping () -> UUID = UUID.init
    ) throws(ExpenseTrackerLaunchError) {
        let store: any ExpenseStore
        do {
            store = try ExpenseStorage.openStore(at: databaseFile)
        } catch {
            throw ExpenseTrackerLaunchError(error)
        }
        reportsScreen = ExpensesComposer.makeReportsScreen(store: store, now: now, timeZone: timeZone, makeID: makeID)
    }
}

/// Why the app could not start, with the message it shows the user.
public struct ExpenseTrackerLaunchError: Error, Hashable, Sendable {
    public let message: String

    init(_ error: ExpenseStorageError) {
        switch error {
        case .notAnExpenseDatabase(let fileName):
            message = "\(fileName) is not an expense database. Nothing was changed."
        }
    }
}
