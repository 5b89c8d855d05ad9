import Foundation

/// What a user can do with an expense tracker and what they see, whatever the implementation.
///
/// Screens: the Reports list is always there; a report opens on top of it; the Add Expense screen
/// opens from the Reports list. An action on a screen that is not shown does nothing.
@MainActor
public protocol ExpenseTrackerDriver: AnyObject {
    /// Every open screen as plain text, from the Reports list to the screen on top, separated by a blank line.
    var visibleText: String { get }

    /// The rows of the Reports list, top to bottom.
    var reportTitles: [String] { get }
    /// Opens the report of the Reports list row titled `title`.
    func selectReport(_ title: String)

    /// The open report, if any.
    var openReport: ReportScreenText? { get }
    /// The open report's first and last rows, row count and total, without reading the rows between
    /// (a spec with 1001 entries reads two reports; the Starter formats a date for every row it reads).
    var openReportEnds: ReportEndsText? { get }
    /// Deletes the open report's row at `index` (0 is the top row).
    func deleteReportRow(at index: Int)
    /// Closes the open report, back to the Reports list.
    func goBack()

    /// Opens the Add Expense screen from the Reports list.
    func tapAddExpense()
    /// The Add Expense screen, if open.
    var addExpenseScreen: AddExpenseScreenText? { get }
    /// Whether the Add Expense screen is open, without reading it (a spec adding 1000 entries asks 1000 times).
    var isAddExpenseOpen: Bool { get }
    /// Replaces the text of a text field of the Add Expense screen, as if the user typed `text`.
    func type(_ text: String, into field: ExpenseTextField)
    /// Picks an instant in the Date field of the Add Expense screen.
    func pickDate(_ date: Date)
    func tapSave()
    func tapCancel()

    /// Makes the app's next `operation` fail with `fault`, as a full or failing disk would; the one
    /// after it works again. For a tracker launched on a database file.
    func failNext(_ operation: ExpenseStorageOperation, with fault: ExpenseStorageFault)
    /// The alert shown over the Reports list, if any (the Starter shows one when a save fails).
    var alertMessage: String? { get }
    /// Taps OK on the alert, which closes it.
    func dismissAlert()

    /// Closes the app and launches it again with the same configuration (clock, time zone, database).
    /// Throws `ExpenseTrackerLaunchFailure` when the app refuses to start.
    func relaunch() throws
}

extension ExpenseTrackerDriver {
    public var isAddExpenseOpen: Bool { addExpenseScreen != nil }

    public var openReportEnds: ReportEndsText? {
        openReport.map {
            ReportEndsText(
                title: $0.title, rowCount: $0.rows.count, firstRow: $0.rows.first, lastRow: $0.rows.last,
                totalLine: $0.totalLine)
        }
    }
}

/// A text field of the Add Expense screen.
public enum ExpenseTextField: String, CaseIterable, Hashable, Sendable {
    case title = "Title"
    case amount = "Amount"
    case comment = "Comment"
}

/// An open report, as the user sees it.
///
/// What a driver reads off a screen is named `<Screen>ScreenText` and `<Row>RowText`, in every app
/// (`InventoryScreenText`, `CartRowText`): plain values, not views.
public struct ReportScreenText: Hashable, Sendable {
    public let title: String
    public let rows: [ReportRowText]
    /// The message an empty report shows instead of rows; `nil` when it has rows.
    public let emptyMessage: String?
    /// The total line, e.g. `Total 12.30`.
    public let totalLine: String
    /// The whole screen as plain text.
    public let text: String

    public init(title: String, rows: [ReportRowText], emptyMessage: String?, totalLine: String, text: String) {
        self.title = title
        self.rows = rows
        self.emptyMessage = emptyMessage
        self.totalLine = totalLine
        self.text = text
    }
}

/// The ends of an open report: what a spec of a long report reads, without the rows between.
public struct ReportEndsText: Hashable, Sendable {
    public let title: String
    public let rowCount: Int
    /// The top row; `nil` when the report is empty.
    public let firstRow: ReportRowText?
    /// The bottom row; `nil` when the report is empty.
    public let lastRow: ReportRowText?
    /// The total line, e.g. `Total 12.30`.
    public let totalLine: String

    public init(title: String, rowCount: Int, firstRow: ReportRowText?, lastRow: ReportRowText?, totalLine: String) {
        self.title = title
        self.rowCount = rowCount
        self.firstRow = firstRow
        self.lastRow = lastRow
        self.totalLine = totalLine
    }
}

/// One row of a report, as the user reads it.
public struct ReportRowText: Hashable, Sendable, CustomStringConvertible {
    /// `yyyy-MM-dd HH:mm` in the tracker's time zone.
    public let date: String
    public let title: String
    /// Two decimals, e.g. `12.30`.
    public let amount: String
    public let comment: String

    public init(date: String, title: String, amount: String, comment: String) {
        self.date = date
        self.title = title
        self.amount = amount
        self.comment = comment
    }

    public var description: String {
        "\(date) \(title.debugDescription) \(amount) \(comment.debugDescription)"
    }

    /// The row as the user reads it: date, title and amount two spaces apart, then two spaces and the
    /// comment when it has one (Decisions.md, "Report text").
    public var line: String {
        let line = "\(date)  \(title)  \(amount)"
        return comment.isEmpty ? line : "\(line)  \(comment)"
    }
}

/// The Add Expense screen, as the user sees it.
public struct AddExpenseScreenText: Hashable, Sendable {
    /// The text in each text field.
    public let fields: [ExpenseTextField: String]
    /// The Date field, `yyyy-MM-dd HH:mm` in the tracker's time zone.
    public let date: String
    /// The message shown under each wrong field.
    public let errors: [ExpenseTextField: String]
    /// The whole screen as plain text.
    public let text: String

    public init(fields: [ExpenseTextField: String], date: String, errors: [ExpenseTextField: String], text: String) {
        self.fields = fields
        self.date = date
        self.errors = errors
        self.text = text
    }
}

/// `visibleText` from the renderings of the open screens, bottom to top (`nil` for a screen that is not open).
public func visibleText(ofScreens renderings: String?...) -> String {
    renderings.compactMap { $0 }.joined(separator: "\n\n")
}
