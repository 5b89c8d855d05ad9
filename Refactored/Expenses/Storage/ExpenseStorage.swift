import ExpensesDomain
import Foundation
import SQLiteDatabase

/// Opens where the tracker keeps its expenses: a SQLite file it checks first, or memory when there is no file.
public enum ExpenseStorage {
    /// The store for `file`, creating the `expenses` table in a new (missing, empty or tableless) database.
    /// Throws `ExpenseStorageError`, without writing, for a file it cannot use, with the reason.
    public static func openStore(at file: URL?) throws(ExpenseStorageError) -> any ExpenseStore {
        guard let file else { return InMemoryExpenseStore() }
        do {
            let database = try SQLiteDatabase(.file(file))
            try prepare(database)
            return SQLiteExpenseStore(database: database)
        } catch let error as SQLiteError {
            throw ExpenseStorageError(error.problem, file: file)
        } catch {
            throw .notAnExpenseDatabase(fileName: file.lastPathComponent)
        }
    }

    private static func prepare(_ database: SQLiteDatabase) throws {
        let tables = try database.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        if tables.isEmpty {
            try database.execute(ExpenseSchema.createTable)
            return
        }
        let columns = try database.query("PRAGMA table_info(expenses)").map {
            ExpenseSchema.Column(name: $0.text("name") ?? "", type: $0.text("type") ?? "")
        }
        guard tables.compactMap({ $0.text("name") }) == ["expenses"], columns == ExpenseSchema.columns,
            try database.query(ExpenseSchema.countUnreadableRows).first?.integer("count") == 0
        else { throw ExpenseStorageError.notAnExpenseDatabase(fileName: "") }
    }
}
