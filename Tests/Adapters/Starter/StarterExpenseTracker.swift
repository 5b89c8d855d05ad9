import Foundation
import Specs
@preconcurrency import Starter

/// Launches the Starter's expense tracker the way its entry point does: `ExpenseTrackerApp(databaseURL:timeZone:now:)`.
struct StarterExpenseTracker: ExpenseTrackerAdapter {
    @MainActor
    func launch(_ configuration: ExpenseTrackerConfiguration) throws -> any ExpenseTrackerDriver {
        try StarterExpenseTrackerDriver(configuration)
    }
}

/// Drives the Starter's screens as a user would. When a refactor changes a screen or the app's initializer,
/// change this file (and only this file in Tests/).
@MainActor
final class StarterExpenseTrackerDriver: ExpenseTrackerDriver {
    private let configuration: ExpenseTrackerConfiguration
    private var app: ExpenseTrackerApp

    init(_ configuration: ExpenseTrackerConfiguration) throws {
        self.configuration = configuration
        app = try Self.start(configuration)
    }

    /// The app's entry point, with the spec's database, time zone and clock.
    private static func start(_ configuration: ExpenseTrackerConfiguration) throws -> ExpenseTrackerApp {
        do {
            let app = try ExpenseTrackerApp(
                databaseURL: configuration.databaseFile, timeZone: configuration.timeZone, now: configuration.now)
            // The app's debug launch option for demos.
            if configuration.sampleData { app.insertSampleData() }
            return app
        } catch let error as ExpenseTrackerError {
            throw ExpenseTrackerLaunchFailure(message: error.message)
        }
    }

    func failNext(_ operation: ExpenseStorageOperation, with fault: ExpenseStorageFault) {
        // The app keeps the spec's file through SQLiteDatabase, which fails the next such statement once.
        fault.strikeNext(operation, on: configuration.databaseFile)
    }

    func relaunch() throws {
        app.terminate()
        app = try Self.start(configuration)
    }

    private var reports: ReportsScreen { app.reportsScreen }

    var visibleText: String {
        Specs.visibleText(
            ofScreens: reports.render(),
            reports.dailyReportScreen?.render() ?? reports.monthlyReportScreen?.render(),
            reports.addExpenseScreen?.render())
    }

    var reportTitles: [String] { reports.rowTitles }

    func selectReport(_ title: String) {
        guard let index = reports.rowTitles.firstIndex(of: title) else { return }
        reports.didSelectRow(at: index)
    }

    // One mapping per report screen: the Starter has a screen class per report.
    var openReport: ReportScreenText? {
        if let screen = reports.dailyReportScreen {
            let source = screen.dataSource
            return ReportScreenText(
                title: screen.title, rows: (0..<source.numberOfRows).map { row(source.cell(at: $0)) },
                emptyMessage: screen.emptyMessage, totalLine: source.totalText, text: screen.render())
        }
        if let screen = reports.monthlyReportScreen {
            let source = screen.dataSource
            return ReportScreenText(
                title: screen.title, rows: (0..<source.numberOfRows).map { row(source.cell(at: $0)) },
                emptyMessage: screen.emptyMessage, totalLine: source.totalText, text: screen.render())
        }
        return nil
    }

    // Reads the cells of the first and last rows only.
    var openReportEnds: ReportEndsText? {
        if let screen = reports.dailyReportScreen {
            let source = screen.dataSource
            return ends(screen.title, rowCount: source.numberOfRows, cell: source.cell(at:), total: source.totalText)
        }
        if let screen = reports.monthlyReportScreen {
            let source = screen.dataSource
            return ends(screen.title, rowCount: source.numberOfRows, cell: source.cell(at:), total: source.totalText)
        }
        return nil
    }

    func deleteReportRow(at index: Int) {
        reports.dailyReportScreen?.didDeleteRow(at: index)
        reports.monthlyReportScreen?.didDeleteRow(at: index)
    }

    func goBack() {
        reports.didTapBack()
    }

    func tapAddExpense() {
        reports.didTapAddExpense()
    }

    var isAddExpenseOpen: Bool { reports.addExpenseScreen != nil }

    var addExpenseScreen: AddExpenseScreenText? {
        guard let screen = reports.addExpenseScreen else { return nil }
        let errors: [ExpenseTextField: String?] = [
            .title: screen.titleError, .amount: screen.amountError, .comment: screen.commentError,
        ]
        return AddExpenseScreenText(
            fields: [.title: screen.titleText, .amount: screen.amountText, .comment: screen.commentText],
            date: screen.dateText,
            errors: errors.compactMapValues { $0 },
            text: screen.render()
        )
    }

    func type(_ text: String, into field: ExpenseTextField) {
        guard let screen = reports.addExpenseScreen else { return }
        switch field {
        case .title: screen.titleText = text
        case .amount: screen.amountText = text
        case .comment: screen.commentText = text
        }
    }

    func pickDate(_ date: Date) {
        reports.addExpenseScreen?.date = date
    }

    func tapSave() {
        reports.addExpenseScreen?.didTapSave()
    }

    func tapCancel() {
        reports.addExpenseScreen?.didTapCancel()
    }

    var alertMessage: String? { reports.alertMessage }

    func dismissAlert() {
        reports.didDismissAlert()
    }

    private func ends(_ title: String, rowCount: Int, cell: (Int) -> ExpenseCell, total: String) -> ReportEndsText {
        ReportEndsText(
            title: title, rowCount: rowCount, firstRow: rowCount > 0 ? row(cell(0)) : nil,
            lastRow: rowCount > 0 ? row(cell(rowCount - 1)) : nil, totalLine: total)
    }

    private func row(_ cell: ExpenseCell) -> ReportRowText {
        ReportRowText(date: cell.dateText, title: cell.titleText, amount: cell.amountText, comment: cell.commentText)
    }
}
