import Foundation
import SQLiteDatabase

/// A large expense database for `kata bench`, written straight with SQL: `entries` expenses saved in
/// date order, spread evenly over the 365 days before `now`, in the table both implementations keep
/// (`Tests/Harness/Expenses/Decisions.md`). A third of them have a comment.
enum ExpenseBenchDatabase {
    static func write(entries: Int, now: Date, to file: URL) throws {
        let database = try SQLiteDatabase(.file(file))
        defer { database.close() }
        try database.execute(
            """
            CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, \
            amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL)
            """)
        let year = 365 * 86_400.0
        try database.execute(
            """
            INSERT INTO expenses (id, title, amount_cents, date, comment)
            WITH RECURSIVE entry(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM entry WHERE i + 1 < ?1)
            SELECT printf('%08X-0000-4000-8000-%012X', i, i), 'Expense ' || i, 100 + i % 9900,
                ?2 + (i + 0.5) * ?3, CASE WHEN i % 3 = 0 THEN 'note ' || i ELSE '' END FROM entry
            """,
            [
                .integer(Int64(entries)), .real(now.timeIntervalSinceReferenceDate - year),
                .real(year / Double(entries)),
            ])
    }
}
