import ExpensesDomain
import Foundation

/// Works out what a report shows: the period it covers, its title, rows and total, its messages, its text.
///
/// Pure: no store, no clock. `ReportScreen` loads and deletes, then hands the expenses here, so a
/// test gives the presenter expenses and reads what the user would see, with no I/O at all.
public struct ReportPresenter: Sendable {
    private let range: ReportRange
    private let calendar: Calendar
    private let format: ExpenseFormat

    /// `calendar` sets the time zone and the first day of the week that periods follow.
    public init(range: ReportRange, calendar: Calendar, format: ExpenseFormat) {
        self.range = range
        self.calendar = calendar
        self.format = format
    }

    /// The period the report covers at `instant`: the day, week or month that contains it; `nil`
    /// when the calendar has none.
    public func period(at instant: Date) -> Period? {
        range.period(containing: instant, in: calendar)
    }

    /// The report of `expenses`, given in the order they were saved: newest first, and their total.
    public func viewModel(for expenses: [Expense]) -> ReportViewModel {
        let report = ExpenseReport(expenses: expenses)
        let rows = report.entries.map { expense in
            ReportRow(
                id: expense.id, date: format.text(for: expense.date), title: expense.title,
                amount: format.text(for: expense.amount), comment: expense.comment)
        }
        return ReportViewModel(
            title: title, rows: rows, totalLine: totalLine(report.total),
            emptyMessage: rows.isEmpty ? ExpenseWording.emptyReport : nil, failureMessage: nil)
    }

    /// No rows, a zero total, and the load failure.
    public func loadFailed() -> ReportViewModel {
        ReportViewModel(
            title: title, rows: [], totalLine: totalLine(.zero), emptyMessage: nil,
            failureMessage: ExpenseWording.loadFailure)
    }

    /// `shown` as it was, and the delete failure.
    public func deleteFailed(_ shown: ReportViewModel) -> ReportViewModel {
        ReportViewModel(
            title: shown.title, rows: shown.rows, totalLine: shown.totalLine, emptyMessage: nil,
            failureMessage: ExpenseWording.deleteFailure)
    }

    /// The report as text: the title, a line a row (or the empty message), the failure, the total.
    public func text(of viewModel: ReportViewModel) -> String {
        let body = viewModel.rows.map(\.text) + [viewModel.emptyMessage, viewModel.failureMessage].compactMap { $0 }
        return ([viewModel.title] + body + [viewModel.totalLine]).joined(separator: "\n")
    }

    private var title: String { ExpenseWording.title(of: range) }

    private func totalLine(_ total: Amount) -> String {
        ExpenseWording.totalLine(format.text(for: total))
    }
}
