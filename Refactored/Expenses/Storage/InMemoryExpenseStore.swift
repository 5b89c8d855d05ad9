import ExpensesDomain
import Foundation

/// Keeps expenses in memory for as long as the app runs: the store of a tracker started without a file.
public final class InMemoryExpenseStore: ExpenseStore {
    private var expenses: [Expense] = []

    public init() {}

    public func expenses(in period: Period) throws -> [Expense] {
        expenses.filter { period.contains($0.date) }
    }

    public func save(_ expense: Expense) throws {
        expenses.append(expense)
    }

    public func deleteExpense(withID id: UUID) throws {
        expenses.removeAll { $0.id == id }
    }
}
