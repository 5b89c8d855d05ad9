import ExpensesDomain
import Foundation
import Observation

/// A report: the expenses of its range's current period, newest first, and their total. Rows can be deleted.
@MainActor
@Observable
public final class ReportScreen {
    public let title: String
    public private(set) var rows: [ReportRow] = []
    public private(set) var totalLine = "Total 0.00"
    /// A load or delete failure, shown under the rows.
    public private(set) var failureMessage: String?

    @ObservationIgnored private let range: ReportRange
    @ObservationIgnored private let loader: any ExpenseLoader
    @ObservationIgnored private let deleter: any ExpenseDeleter
    @ObservationIgnored private let now: () -> Date
    @ObservationIgnored private let calendar: Calendar
    @ObservationIgnored private let format: ExpenseFormat

    public init(
        range: ReportRange,
        loader: any ExpenseLoader,
        deleter: any ExpenseDeleter,
        now: @escaping () -> Date,
        calendar: Calendar,
        format: ExpenseFormat
    ) {
        self.title = range.title
        self.range = range
        self.loader = loader
        self.deleter = deleter
        self.now = now
        self.calendar = calendar
        self.format = format
    }

    /// What the screen shows in place of rows when there are none.
    public var emptyMessage: String? {
        rows.isEmpty && failureMessage == nil ? "No expenses in this period." : nil
    }

    /// Reads the period that contains the current instant.
    public func load() {
        do {
            guard let period = range.period(containing: now(), in: calendar) else { throw PeriodOutOfCalendar() }
            show(ExpenseReport(expenses: try loader.expenses(in: period)))
            failureMessage = nil
        } catch {
            show(ExpenseReport(expenses: []))
            failureMessage = "Could not load the expenses."
        }
    }

    public func deleteRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        do {
            try deleter.deleteExpense(withID: rows[index].id)
            load()
        } catch {
            failureMessage = "Could not delete the expense. Please try again."
        }
    }

    public func render() -> String {
        let body = rows.map(\.text) + [emptyMessage, failureMessage].compactMap { $0 }
        return ([title] + body + [totalLine]).joined(separator: "\n")
    }

    private func show(_ report: ExpenseReport) {
        rows = report.entries.map {
            ReportRow(
                id: $0.id, date: format.text(for: $0.date), title: $0.title, amount: format.text(for: $0.amount),
                comment: $0.comment)
        }
        totalLine = "Total \(format.text(for: report.total))"
    }
}

private struct PeriodOutOfCalendar: Error {}
