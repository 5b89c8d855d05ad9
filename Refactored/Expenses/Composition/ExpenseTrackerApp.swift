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
    public func addSampleExpenses() throws(ExpenseTrackerLaunchError) {
        do {
            try SampleExpenses.add(to: store, now: now(), makeID: makeID)
        } catch {
            throw .couldNotAddSampleExpenses
        }
    }
}

/// Why the app could not start, with the message it shows the user.
public struct ExpenseTrackerLaunchError: Error, Hashable, Sendable {
    public let message: String

    init(_ error: ExpenseStorageError) {
        message =
            switch error {
            case .noSuchFolder(let fileName, let folderName):
                "\(fileName) cannot be created: there is no folder \(folderName). Nothing was changed."
            case .cannotCreateFile(let fileName, let folderName):
                "\(fileName) cannot be created: the folder \(folderName) is read-only. Nothing was changed."
            case .readOnly(let fileName):
                "\(fileName) is read-only: no expense could be saved in it. Nothing was changed."
            case .inUse(let fileName):
                "\(fileName) is in use by another program. Nothing was changed."
            case .cannotUse(let fileName, let reason):
                "\(fileName) cannot be used: \(reason). Nothing was changed."
            case .notAnExpenseDatabase(let fileName):
                "\(fileName) is not an expense database. Nothing was changed."
            }
    }

    private init(message: String) {
        self.message = message
    }

    static let couldNotAddSampleExpenses = ExpenseTrackerLaunchError(message: "Could not add the sample expenses.")
}
