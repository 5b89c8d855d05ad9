import Foundation
import SQLiteDatabase

/// The database file is the same for both implementations (BEHAVIOUR.md, "Persistence"): a file one
/// writes opens in the other with the same entries, and every action works on it. Each spec checks one
/// side of that promise against the documented format (Decisions.md, "File format"), so a refactor
/// that writes or reads the file differently fails here, whichever implementation it is.
extension ExpenseTrackerSpecs {
    static let sharedFile: [Spec] = [
        Spec(
            .expenses, "save_writesTheDocumentedFileFormat",
            given: "a tracker on a new database file, the clock at 2025-05-14 15:30 in Tokyo",
            when: "the user adds Lunch 12.30 \"with Bob\", then Rent 1000000000.00 a day earlier, and closes the app",
            then:
                "the file holds one table, expenses (seq, id, title, amount_cents, date, comment), with a row an entry in the order added: its UUID in upper case, the title and comment as typed, the amount in cents, the date as seconds since 2001-01-01"
        ) { subject in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let file = folder.file("expenses.sqlite")
            let world = try ExpenseWorld(subject, zone: "Asia/Tokyo", database: .file(file))
            let app = try world.launch()
            let lunch = world.clock.now
            let rent = try world.date(LocalTime(2025, 5, 13, 9, 15, 30.5))
            try app.addExpense("Lunch", amount: "12.30", at: lunch, comment: "with Bob")
            try app.addExpense("Rent", amount: "1000000000.00", at: rent)
            try app.relaunch()

            let database = try SQLiteDatabase(.file(file))
            let columns = try database.query("PRAGMA table_info(expenses)").compactMap { $0.text("name") }
            let tables = try database.query("SELECT name FROM sqlite_master WHERE type = 'table'")
                .compactMap { $0.text("name") }
            let rows = try database.query("SELECT * FROM expenses ORDER BY seq")
            try expect(tables, equals: ["expenses"], "the file's tables")
            try expect(
                columns, equals: ["seq", "id", "title", "amount_cents", "date", "comment"], "the columns of expenses")
            try expect(rows.count, equals: 2, "the rows, one an entry")
            let written = rows.map { row in
                "\(row.text("title") ?? "?") \(row.integer("amount_cents").map(String.init) ?? "?") "
                    + "\(row.real("date").map { String($0) } ?? "?") \(row.text("comment") ?? "?")"
            }
            try expect(
                written,
                equals: [
                    "Lunch 1230 \(lunch.timeIntervalSinceReferenceDate) with Bob",
                    "Rent 100000000000 \(rent.timeIntervalSinceReferenceDate) ",
                ], "title, amount_cents, date and comment of each row, in seq order")
            for row in rows {
                let id = row.text("id") ?? ""
                try expect(
                    UUID(uuidString: id)?.uuidString, equals: id, "the id \(id): a UUID as uuidString writes it")
            }
        },
        Spec(
            .expenses, "launch_showsAndChangesEveryEntryOfAFileAnotherWriterMade",
            given:
                "a database file another writer made in the documented format: rows with seq 5, 9 and 12 (entries deleted between them), one id in lower case, a tie on the date",
            when: "the app opens it; the user deletes the entry with the lower-case id, adds Tea, and reopens the app",
            then:
                "Today lists the entries newest first, ties in seq order; the deleted entry is gone from the file, Tea is saved after the others"
        ) { subject in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let file = folder.file("expenses.sqlite")
            let world = try ExpenseWorld(subject, zone: "Europe/Paris", database: .file(file))
            let noon = try world.date(LocalTime(2025, 5, 14, 12))
            try writeExpenses(
                [
                    (5, "0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E", "Bread", 250, noon, ""),
                    (9, "9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f", "Cheese", 1275, noon, "lower-case id"),
                    (12, "3B2A1F0E-9D8C-4B7A-8F6E-5D4C3B2A1F0E", "Wine", 999, noon - 3600, "an hour earlier"),
                ], to: file)
            let app = try world.launch()

            let today = try app.report("Today")
            app.deleteReportRow(at: 1)
            try app.addExpense("Tea", amount: "3", at: noon)
            try app.relaunch()

            try expect(
                today.rows,
                equals: [
                    row("2025-05-14 12:00", "Bread", "2.50"),
                    row("2025-05-14 12:00", "Cheese", "12.75", "lower-case id"),
                    row("2025-05-14 11:00", "Wine", "9.99", "an hour earlier"),
                ], "Today on the file another writer made")
            try expect(
                try app.titles(in: "Today"), equals: ["Bread", "Tea", "Wine"],
                "Today after deleting Cheese, adding Tea and reopening")
            let stored = try SQLiteDatabase(.file(file)).query("SELECT title, seq FROM expenses ORDER BY seq")
            try expect(
                stored.compactMap { $0.text("title") }, equals: ["Bread", "Wine", "Tea"],
                "the file's rows in seq order: Cheese deleted, Tea after the others")
        },
    ]
}

/// Writes an expense database at `file` as the documented format says, with the given rows.
private func writeExpenses(
    _ rows: [(seq: Int64, id: String, title: String, cents: Int64, date: Date, comment: String)], to file: URL
) throws {
    let database = try SQLiteDatabase(.file(file))
    try database.execute(
        "CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, "
            + "amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL)")
    for row in rows {
        try database.execute(
            "INSERT INTO expenses (seq, id, title, amount_cents, date, comment) VALUES (?, ?, ?, ?, ?, ?)",
            [
                .integer(row.seq), .text(row.id), .text(row.title), .integer(row.cents),
                .real(row.date.timeIntervalSinceReferenceDate), .text(row.comment),
            ])
    }
}
