import ExpensesDomain
import Foundation
import SQLiteDatabase

/// Opens where the tracker keeps its expenses: a SQLite file it checks first, or memory when there is no file.
public enum ExpenseStorage {
    /// The store for `file`, creating the `expenses` table in a new (missing, empty or tableless) database.
    /// Throws `ExpenseStorageError`, without writing, for a file it cannot use, with the reason.
    public static func openStore(at file: URL?) throws(ExpenseStorageError) -> any ExpenseStore {
        guard let file else { return InMemoryExpenseStore() }
        let database: SQLiteDatabase
        let holdsExpenses: Bool
        do {
            database = try SQLiteDatabase(.file(file))
            holdsExpenses = try isExpenseDatabase(database)
        } catch let error as SQLiteError {
            throw ExpenseStorageError(error.problem, file: file)
        } catch {
            throw .notAnExpenseDatabase(fileName: file.lastPathComponent)
        }
        guard holdsExpenses else { throw .notAnExpenseDatabase(fileName: file.lastPathComponent) }
        return SQLiteExpenseStore(database: database)
    }

    /// Whether `database` holds expenses and nothing else, no trigger either (it would run on every
    /// save and delete); a database without tables gets the `expenses` table first. Throws when SQLite cannot read it at all.
    private static func isExpenseDatabase(_ database: SQLiteDatabase) throws -> Bool {
        let tables = try database.query(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger') AND name NOT GLOB 'sqlite_*'")
        if tables.isEmpty {
            try database.execute(ExpenseSchema.createTable)
            return true
        }
        let columns = try database.query("PRAGMA table_info(expenses)").map {
            [$0.text("name") ?? "", $0.text("type") ?? ""]
        }
        guard tables.compactMap({ $0.text("name") }) == ["expenses"],
            columns == ExpenseSchema.columns.map({ [$0.name, $0.type] })
        else { return false }
        return try database.query(ExpenseSchema.countUnreadableRows).first?.integer("count") == 0
    }
}
