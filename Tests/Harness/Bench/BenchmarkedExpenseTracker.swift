import Foundation

/// A running expense tracker as `kata bench` drives it.
@MainActor
public protocol BenchmarkedExpenseTracker: AnyObject {
    /// The rows of the Reports list, e.g. `Today` and `This Month`.
    var reportTitles: [String] { get }

    /// Opens the report titled `title`, renders it and goes back to the Reports list; what it showed.
    func renderReport(_ title: String) -> String

    /// Adds an expense through the Add Expense screen: open, type, pick the date, Save.
    func addExpense(title: String, amount: String, date: Date)
}
