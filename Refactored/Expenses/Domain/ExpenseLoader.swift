/// Gives the report screen the expenses of a period.
public protocol ExpenseLoader {
    /// The expenses whose date lies in `period`, in the order they were saved.
    func expenses(in period: Period) throws -> [Expense]
}
