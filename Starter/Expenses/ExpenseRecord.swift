import Foundation
import SQLiteDatabase

/// One expense, as a row of the `expenses` table. Knows how to save and delete itself.
public final class ExpenseRecord {
    public let id: String
    public var title: String
    public var amountInCents: Int
    public var date: Date
    public var comment: String

    public init(title: String, amountInCents: Int, date: Date, comment: String) {
        self.id = UUID().uuidString
        self.title = title
        self.amountInCents = amountInCents
        self.date = date
        self.comment = comment
    }

    /// Reads a row of `SELECT * FROM expenses`.
    init(row: SQLiteRow) {
        id = row.text("id") ?? ""
        title = row.text("title") ?? ""
        amountInCents = Int(row.integer("amount_cents") ?? 0)
        // Seconds since 2001 exactly as `Date` keeps them, so 23:59:59.5 comes back as 23:59:59.5.
        date = Date(timeIntervalSinceReferenceDate: row.real("date") ?? 0)
        comment = row.text("comment") ?? ""
    }

    public func insert(into database: SQLiteDatabase) throws {
        try database.execute(
            """
            INSERT INTO expenses (seq, id, title, amount_cents, date, comment) \
            VALUES ((SELECT IFNULL(MAX(seq), 0) + 1 FROM expenses), ?, ?, ?, ?, ?)
            """,
            [
                .text(id), .text(title), .integer(Int64(amountInCents)), .real(date.timeIntervalSinceReferenceDate),
                .text(comment),
            ]
        )
    }

    public func delete(from database: SQLiteDatabase) throws {
        try database.execute("DELETE FROM expenses WHERE id = ?", [.text(id)])
    }
}
