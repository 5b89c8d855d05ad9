import Foundation

/// Removes one expense, for the report screen.
public protocol ExpenseDeleter {
    /// Deletes the expense with `id`; does nothing when there is none.
    func deleteExpense(withID id: UUID) throws
}
