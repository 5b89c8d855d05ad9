import Foundation

/// Gives the report screen the expenses of a period.
public protocol ExpenseLoader {
    /// The expenses whose date lies in `period`, in the order they were saved.
    func expenses(in period: Period) throws -> [Expense]
}

/// Keeps a new expense for the Add Expense screen.
public protocol ExpenseSaver {
    func save(_ expense: Expense) throws
}

/// Removes one expense, for the report screen.
public protocol ExpenseDeleter {
    /// Deletes the expense with `id`; does nothing when there is none.
    func deleteExpense(withID id: UUID) throws
}

/// Where expenses are kept: every role at once, as a storage conformer offers them.
public protocol ExpenseStore: ExpenseLoader, ExpenseSaver, ExpenseDeleter {}
