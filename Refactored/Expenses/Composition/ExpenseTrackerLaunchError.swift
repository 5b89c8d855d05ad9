import ExpensesScreens
import ExpensesStorage

/// Why the app could not start, with the message it shows the user.
public struct ExpenseTrackerLaunchError: Error, Hashable, Sendable {
    public let message: String

    init(_ error: ExpenseStorageError) {
        message =
            switch error {
            case .noSuchFolder(let fileName, let folderName):
                ExpenseWording.noSuchFolder(fileName: fileName, folderName: folderName)
            case .cannotCreateFile(let fileName, let folderName):
                ExpenseWording.readOnlyFolder(fileName: fileName, folderName: folderName)
            case .readOnly(let fileName): ExpenseWording.readOnlyFile(fileName: fileName)
            case .inUse(let fileName): ExpenseWording.fileInUse(fileName: fileName)
            case .cannotUse(let fileName, let reason): ExpenseWording.unusableFile(fileName: fileName, reason: reason)
            case .notAnExpenseDatabase(let fileName): ExpenseWording.notAnExpenseDatabase(fileName: fileName)
            }
    }
}
