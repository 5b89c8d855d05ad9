import ExpensesComposition
import ExpensesDomain
import ExpensesScreens
import Foundation
import Specs

/// Launches the Refactored expense tracker through its entry point, `ExpenseTrackerApp`.
struct RefactoredExpenseTracker: ExpenseTrackerAdapter {
    @MainActor
    func launch(_ configuration: ExpenseTrackerConfiguration) throws -> any ExpenseTrackerDriver {
        try RefactoredExpenseTrackerDriver(configuration)
    }
}

/// Drives the Refactored screens as a user would.
@MainActor
final class RefactoredExpenseTrackerDriver: ExpenseTrackerDriver {
    private let configuration: ExpenseTrackerConfiguration
    private let format: ExpenseFormat
    private var app: ExpenseTrackerApp

    init(_ configuration: ExpenseTrackerConfiguration) throws {
        self.configuration = configuration
        format = ExpenseFormat(timeZone: configuration.timeZone)
        app = try Self.start(configuration)
    }

    private static func start(_ configuration: ExpenseTrackerConfiguration) throws -> ExpenseTrackerApp {
        do {
            let app = try ExpenseTrackerApp(
                databaseFile: configuration.databaseFile, timeZone: configuration.timeZone, now: configuration.now)
            if configuration.sampleData { app.addSampleExpenses() }
            return app
        } catch {
            throw ExpenseTrackerLaunchFailure(message: error.message)
        }
    }

    func failNext(_ operation: ExpenseStorageOperation, with fault: ExpenseStorageFault) {
        // The app keeps the spec's file through SQLiteDatabase, which fails the next such statement once.
        fault.strikeNext(operation, on: configuration.databaseFile)
    }

    func relaunch() throws {
        app = try Self.start(configuration)
    }

    private var reports: ReportListScreen { app.reportsScreen }

    var visibleText: String {
        Specs.visibleText(
            ofScreens: reports.render(), reports.openReport?.render(), reports.addExpense?.render())
    }

    var reportTitles: [String] { reports.ranges.map(ExpenseWording.title(of:)) }

    func selectReport(_ title: String) {
        guard let range = reports.ranges.first(where: { ExpenseWording.title(of: $0) == title }) else { return }
        reports.select(range)
    }

    var openReport: ReportScreenText? {
        guard let screen = reports.openReport else { return nil }
        let viewModel = screen.viewModel
        return ReportScreenText(
            title: viewModel.title,
            rows: viewModel.rows.map {
                ReportRowText(date: $0.date, title: $0.title, amount: $0.amount, comment: $0.comment)
            },
            emptyMessage: viewModel.emptyMessage,
            totalLine: viewModel.totalLine,
            text: screen.render()
        )
    }

    func deleteReportRow(at index: Int) {
        reports.openReport?.deleteRow(at: index)
    }

    func goBack() {
        reports.goBack()
    }

    func tapAddExpense() {
        reports.openAddExpense()
    }

    var isAddExpenseOpen: Bool { reports.addExpense != nil }

    var addExpenseScreen: AddExpenseScreenText? {
        guard let screen = reports.addExpense else { return nil }
        return AddExpenseScreenText(
            fields: [.title: screen.draft.title, .amount: screen.draft.amount, .comment: screen.draft.comment],
            date: screen.dateText,
            errors: Dictionary(uniqueKeysWithValues: screen.errors.map { (Self.textField($0.key), $0.value) }),
            text: screen.render()
        )
    }

    func type(_ text: String, into field: ExpenseTextField) {
        switch field {
        case .title: reports.addExpense?.draft.title = text
        case .amount: reports.addExpense?.draft.amount = text
        case .comment: reports.addExpense?.draft.comment = text
        }
    }

    func pickDate(_ date: Date) {
        reports.addExpense?.draft.date = date
    }

    func tapSave() {
        reports.addExpense?.save()
    }

    func tapCancel() {
        reports.addExpense?.cancel()
    }

    /// The Refactored shows a failed save on the Add Expense screen, which stays open: it has no alert.
    var alertMessage: String? { nil }

    func dismissAlert() {}

    private static func textField(_ field: ExpenseField) -> ExpenseTextField {
        switch field {
        case .title: .title
        case .amount: .amount
        case .comment: .comment
        }
    }
}
