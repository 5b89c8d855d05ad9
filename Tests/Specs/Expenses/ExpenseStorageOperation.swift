/// What the expense tracker asks of its storage, as a spec names it to make it fail.
public enum ExpenseStorageOperation: String, CaseIterable, Sendable {
    /// Saving a new expense (Save on Add Expense).
    case save
    /// Reading a report's entries (opening a report, and after a delete).
    case load
    /// Deleting a report's row.
    case delete
}
