/// The entries of a period, newest first (ties in the order they were added), and their total.
public struct ExpenseReport: Hashable, Sendable {
    public let entries: [Expense]
    public let total: Amount

    /// `expenses` in the order they were added.
    public init(expenses: [Expense]) {
        entries = expenses.sorted { $0.date > $1.date }
        total = expenses.reduce(.zero) { $0 + $1.amount }
    }
}
