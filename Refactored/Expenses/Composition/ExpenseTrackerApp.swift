import ExpensesDomain
import ExpensesScreens
import ExpensesStorage
import Foundation

/// The app's entry point: opens the storage for a file (or memory) and shows the Reports list.
@MainActor
public final class ExpenseTrackerApp {
    public let reportsScreen: ReportListScreen

    /// Throws `ExpenseTrackerLaunchError` with the message to show when it cannot keep expenses in `databaseFile`.
    /// With `sampleData`, a database without expenses starts with `SampleExpenses`.
    public init(
        databaseFile: URL?,
        timeZone: TimeZone,
        now: @escaping () -> Date,
        makeID: @escaping () -> UUID = UUID.init,
        sampleData: Bool = false
    ) throws(ExpenseTrackerLaunchError) {
        let store: any ExpenseStore
        do {
            store = try ExpenseStorage.openStore(at: databaseFile)
            if sampleData { try SampleExpenses.add(to: store, now: now(), makeID: makeID) }
        } catch let error as ExpenseStorageError {
            throw ExpenseTrackerLaunchError(error)
        } catch {
            throw ExpenseTrackerLaunchError.couldNotAddSampleData
        }
        reportsScreen = ExpensesComposer.makeReportListScreen(
            store: store, now: now, timeZone: timeZone, makeID: makeID)
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

    static let couldNotAddSampleData = ExpenseTrackerLaunchError(message: "Could not add the sample expenses.")
}
