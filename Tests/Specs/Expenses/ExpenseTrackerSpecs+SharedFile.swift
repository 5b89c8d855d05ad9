import Foundation
import SQLiteDatabase

/// The database file is the same for both implementations (BEHAVIOUR.md, "Persistence"): a file one
/// writes opens in the other with the same entries, and every action works on it. Each spec checks one
/// side of that promise against the documented format (Decisions.md, "File format"), so a refactor
/// that writes or reads the file differently fails here, whichever implementation it is.
extension ExpenseTrackerSpecs {
    static var sharedFile: [Spec] {
        [
            Spec(
                .expenses, "save_writesTheDocumentedFileFormat",
                given: "a tracker on a new database file, the clock at 2025-05-14 15:30 in Tokyo",
                when:
                    "the user adds Lunch 12.30 \"with Bob\", then Rent 1000000000.00 a day earlier, and closes the app",
                then:
                    "the file holds one table, expenses (seq INTEGER PRIMARY KEY, id TEXT, title TEXT, amount_cents INTEGER, date REAL, comment TEXT), with a row an entry in the order added: its UUID in upper case, the title and comment as typed, the amount in cents, the date as seconds since 2001-01-01"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let file = folder.file("expenses.sqlite")
                let world = try ExpenseWorld(adapters, zone: "Asia/Tokyo", database: .file(file))
                let app = try world.launch()
                let lunch = world.clock.now
                let rent = try world.date(LocalTime(2025, 5, 13, 9, 15, 30.5))
                try app.addExpense("Lunch", amount: "12.30", at: lunch, comment: "with Bob")
                try app.addExpense("Rent", amount: "1000000000.00", at: rent)
                try app.relaunch()

                let database = try SQLiteDatabase(.file(file))
                // Names and declared types, and which is the key: the documented format (constraints such as
                // NOT NULL are not part of it).
                let columns = try database.query("PRAGMA table_info(expenses)").map { column in
                    "\(column.text("name") ?? "?") \(column.text("type") ?? "?")"
                        + (column.integer("pk") == 1 ? " PRIMARY KEY" : column.integer("pk") == 0 ? "" : " KEY PART")
                }
                let tables = try database.query("SELECT name FROM sqlite_master WHERE type = 'table'")
                    .compactMap { $0.text("name") }
                let rows = try database.query("SELECT * FROM expenses ORDER BY seq")
                try expect(tables, equals: ["expenses"], "the file's tables")
                try expect(
                    columns,
                    equals: [
                        "seq INTEGER PRIMARY KEY", "id TEXT", "title TEXT", "amount_cents INTEGER", "date REAL",
                        "comment TEXT",
                    ], "the columns of expenses, their declared types and key")
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
                let seqs = rows.map { $0.integer("seq") ?? 0 }
                try expect(
                    seqs.allSatisfy { $0 > 0 } && seqs == seqs.sorted() && Set(seqs).count == seqs.count,
                    "seq is the row's key, growing in the order added", expected: "two increasing positive integers",
                    seen: "\(rows.map { $0.integer("seq").map(String.init) ?? "NULL" })")
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
                when:
                    "the app opens it; the user deletes the entry with the lower-case id, adds Tea, and reopens the app",
                then:
                    "Today lists the entries newest first, ties in seq order; the deleted entry is gone from the file, Tea is saved after the others"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let file = folder.file("expenses.sqlite")
                let world = try ExpenseWorld(adapters, zone: "Europe/Paris", database: .file(file))
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
            Spec(
                .expenses, "launch_keepsEveryFigureAndActionOnFileTheOtherImplementationWrote",
                given:
                    "a database file the OTHER implementation wrote on a leap day in St. John's: edge amounts (0.01, 007, 1000000000.00), ties, a deleted entry, Unicode, NUL, 100- and 500-character text, entries just outside the day and the month",
                when:
                    "this implementation opens it, deletes a tie, adds an entry, reopens the file; then the other implementation opens it again",
                then:
                    "both show the same rows and totals, literal, at every step; the entries outside the periods stay outside, each at its instant",
                otherImplementation: .writesTheFile
            ) { adapters in
                try shareFile(adapters, other: .writesTheFile)
            },
            Spec(
                .expenses, "launch_keepsEveryFigureAndActionInTheOtherImplementationOnFileThisOneWrote",
                given:
                    "a database file THIS implementation created and wrote on a leap day in St. John's: edge amounts (0.01, 007, 1000000000.00), ties, a deleted entry, Unicode, NUL, 100- and 500-character text, entries just outside the day and the month",
                when:
                    "the other implementation opens it, deletes a tie, adds an entry, reopens the file; then this implementation opens it again",
                then:
                    "both show the same rows and totals, literal, at every step; the entries outside the periods stay outside, each at its instant",
                otherImplementation: .readsTheFile
            ) { adapters in
                try shareFile(adapters, other: .readsTheFile)
            },
        ]
    }

    /// A file shared by two trackers (BEHAVIOUR.md, Persistence: a database saved by one
    /// implementation opens in the other with every action working). The writer creates the file,
    /// adds entries and deletes one; the reader opens it, checks every figure, deletes and adds, and
    /// reopens it; the writer opens it once more and sees the same. `other` says which of the two the
    /// other implementation (`ExpenseWorld.launchOther`) is. Every failure names which implementation
    /// showed it and which wrote the file, so a failure on the Refactored that the Starter causes says so.
    @MainActor
    private static func shareFile(_ adapters: Adapters, other: OtherImplementationRole) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let world = try ExpenseWorld(
            adapters, zone: "America/St_Johns", now: LocalTime(2024, 2, 29, 18),
            database: .file(folder.file("shared.sqlite")))
        let this = "the \(adapters.implementation.displayName)"
        let that = "the \(world.otherImplementation.displayName)"
        let writer = other == .writesTheFile ? that : this
        let reader = other == .writesTheFile ? this : that
        let launchWriter = { try other == .writesTheFile ? world.launchOther() : world.launch() }
        let launchReader = { try other == .writesTheFile ? world.launch() : world.launchOther() }
        let family = "👩‍👩‍👧 Caf\u{E9}"
        let centComment = "日本語 🇯🇵 \u{0} NUL\u{2028}end"
        let long = String(repeating: "c", count: 500)
        let hundred = String(repeating: "t", count: 100)
        let entries: [(title: String, amount: String, at: LocalTime, comment: String)] = [
            ("Max", "1000000000.00", LocalTime(2024, 2, 29), ""),
            ("Tie A", "12.3", LocalTime(2024, 2, 29, 12), "first of a tie"),
            ("Gone", "5", LocalTime(2024, 2, 29, 12), "deleted by the writer"),
            ("Tie B", "7.05", LocalTime(2024, 2, 29, 12), "  kept as typed  "),
            ("Cent", "0.01", LocalTime(2024, 2, 29, 23, 59, 59.5), centComment),
            (family, "007", LocalTime(2024, 2, 29, 9, 15, 30.25), long),
            (hundred, "3.10", LocalTime(2024, 2, 1), ""),
            ("Before", "99", LocalTime(2024, 1, 31, 23, 59, 59.5), "last half second of January"),
            ("Next day", "1", LocalTime(2024, 3, 1), "first instant of March"),
        ]
        try naming("\(writer) writing the file \(reader) then reads") {
            let written = try launchWriter()
            for entry in entries {
                try written.addExpense(
                    entry.title, amount: entry.amount, at: try world.date(entry.at), comment: entry.comment)
            }
            try expect(
                try written.titles(in: "Today"), equals: ["Cent", "Tie A", "Gone", "Tie B", family, "Max"],
                "Today as it saved it")
            written.deleteReportRow(at: 2)
        }

        let cent = row("2024-02-29 23:59", "Cent", "0.01", centComment)
        let tieB = row("2024-02-29 12:00", "Tie B", "7.05", "  kept as typed  ")
        let morning = [row("2024-02-29 09:15", family, "7.00", long), row("2024-02-29 00:00", "Max", "1000000000.00")]
        let monthStart = row("2024-02-01 00:00", hundred, "3.10")
        let changed = [cent, tieB, row("2024-02-29 12:00", "Added", "2.50", "by the reader")] + morning
        let read = try naming("\(reader) reading what \(writer) wrote") {
            let read = try launchReader()
            try expectShared(
                read, today: [cent, row("2024-02-29 12:00", "Tie A", "12.30", "first of a tie"), tieB] + morning,
                todayTotal: "Total 1000000026.36", monthTotal: "Total 1000000029.46", monthStart: monthStart)
            _ = try read.report("Today")
            read.deleteReportRow(at: 1)
            try read.addExpense(
                "Added", amount: "2.5", at: try world.date(LocalTime(2024, 2, 29, 12)), comment: "by the reader")
            return read
        }
        try naming("\(reader) after deleting Tie A, adding Added and reopening") {
            try read.relaunch()
            try expectShared(
                read, today: changed, todayTotal: "Total 1000000016.56", monthTotal: "Total 1000000019.66",
                monthStart: monthStart)
        }
        try naming("\(writer) reopening the file \(reader) changed") {
            try expectShared(
                try launchWriter(), today: changed, todayTotal: "Total 1000000016.56",
                monthTotal: "Total 1000000019.66", monthStart: monthStart)
        }
        try naming("\(reader) on 2024-03-01 at midnight, on the file \(writer) wrote") {
            try world.setClock(to: LocalTime(2024, 3, 1))
            try expect(
                try launchReader().rows(of: "Today"),
                equals: [row("2024-03-01 00:00", "Next day", "1.00", "first instant of March")], "Today's rows")
        }
        try naming("\(writer) on 2024-01-31 at 23:59:59.75, on the file \(reader) changed") {
            try world.setClock(to: LocalTime(2024, 1, 31, 23, 59, 59.75))
            try expect(
                try launchWriter().rows(of: "Today"),
                equals: [row("2024-01-31 23:59", "Before", "99.00", "last half second of January")], "Today's rows")
        }
    }

    /// Runs one step of a shared-file spec; a failure in it starts with `who` took the step, on whose
    /// file (`the Refactored reading what the Starter wrote: Today's rows`). An error other than a
    /// `SpecFailure` (the app refused to start, say) becomes one, the error as what was seen.
    @MainActor
    private static func naming<Value>(_ who: String, _ step: () throws -> Value) throws -> Value {
        do {
            return try step()
        } catch let failure as SpecFailure {
            throw SpecFailure(
                "\(who): \(failure.what)", expected: failure.expected, seen: failure.seen, file: failure.file,
                line: failure.line)
        } catch {
            throw SpecFailure(who, expected: "every step works", seen: String(describing: error))
        }
    }

    /// Checks Today and This Month of a tracker on the shared file: `today`'s rows, and This Month's
    /// the same followed by `monthStart`, with their totals.
    @MainActor
    private static func expectShared(
        _ app: any ExpenseTrackerDriver, today: [ReportRowText], todayTotal: String, monthTotal: String,
        monthStart: ReportRowText, file: String = #filePath, line: Int = #line
    ) throws {
        let shownToday = try app.report("Today", file: file, line: line)
        try expect(shownToday.rows, equals: today, "Today's rows", file: file, line: line)
        try expect(shownToday.totalLine, equals: todayTotal, "Today's total", file: file, line: line)
        let shownMonth = try app.report("This Month", file: file, line: line)
        try expect(shownMonth.rows, equals: today + [monthStart], "This Month's rows", file: file, line: line)
        try expect(shownMonth.totalLine, equals: monthTotal, "This Month's total", file: file, line: line)
    }
}

/// Writes an expense database at `file` as the documented format says (or with another `table`), with the
/// given rows.
func writeExpenses(
    _ rows: [(seq: Int64, id: String, title: String, cents: Int64, date: Date, comment: String)], to file: URL,
    table: String = ExpenseTrackerSpecs.documentedTable
) throws {
    let database = try SQLiteDatabase(.file(file))
    try database.execute(table)
    for row in rows {
        try database.execute(
            "INSERT INTO expenses (seq, id, title, amount_cents, date, comment) VALUES (?, ?, ?, ?, ?, ?)",
            [
                .integer(row.seq), .text(row.id), .text(row.title), .integer(row.cents),
                .real(row.date.timeIntervalSinceReferenceDate), .text(row.comment),
            ])
    }
}
