import ExpensesDomain
import Foundation
import SQLiteDatabase

/// Keeps expenses in the `expenses` table of a SQLite database that `ExpenseStorage` has checked.
public final class SQLiteExpenseStore: ExpenseStore {
    private let database: SQLiteDatabase

    init(database: SQLiteDatabase) {
        self.database = database
    }

    public func expenses(in period: Period) throws -> [Expense] {
        try database.query(
            "SELECT * FROM expenses WHERE date >= ? AND date < ? ORDER BY seq",
            [.real(period.start.timeIntervalSinceReferenceDate), .real(period.end.timeIntervalSinceReferenceDate)]
        ).toModels()
    }

    /// Throws `ExpenseStoreError.diskFull` when the disk has no room for it.
    public func save(_ expense: Expense) throws {
        do {
            try database.execute(
                ExpenseSchema.insert,
                [
                    .text(expense.id.uuidString), .text(expense.title), .integer(expense.amount.cents),
                    .real(expense.date.timeIntervalSinceReferenceDate), .text(expense.comment),
                ])
        } catch let error as SQLiteError where error.problem == .diskFull {
            throw ExpenseStoreError.diskFull
        }
    }

    /// Deletes the row whose id is `id` in any letter case: this tracker writes ids in upper case, but a
    /// file another writer made may hold them in lower case, and the entry must still be deletable.
    public func deleteExpense(withID id: UUID) throws {
        try database.execute("DELETE FROM expenses WHERE id = ? COLLATE NOCASE", [.text(id.uuidString)])
    }
}

/// A row that `ExpenseStorage` let through but that is not an expense after all.
struct UnreadableExpenseRow: Error {}

extension [SQLiteRow] {
    fileprivate func toModels() throws -> [Expense] {
        try map { row in
            guard let id = row.text("id").flatMap(UUID.init(uuidString:)), let title = row.text("title"),
                let cents = row.integer("amount_cents"), let date = row.real("date"), let comment = row.text("comment")
            else { throw UnreadableExpenseRow() }
            // Seconds since 2001, exactly as `Date` keeps them: 23:59:59.5 comes back as 23:59:59.5.
            return Expense(
                id: id, title: title, amount: Amount(cents: cents),
                date: Date(timeIntervalSinceReferenceDate: date), comment: comment)
        }
    }
}
