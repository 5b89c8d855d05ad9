import Foundation
import SQLiteDatabase

/// The expense tracker app. Opens the database when it starts and keeps what every screen needs.
///
/// Screens reach the database, the clock and the time zone through `ExpenseTrackerApp.shared`,
/// the way an iOS app reaches its Core Data stack through the app delegate.
public final class ExpenseTrackerApp {
    public static private(set) var shared: ExpenseTrackerApp!

    public let database: SQLiteDatabase
    public let timeZone: TimeZone
    public let now: () -> Date
    public let reportsScreen: ReportsScreen

    /// Starts the app on a database file, or in memory when there is none.
    /// Throws `ExpenseTrackerError` for a file it cannot use: one that belongs to something else, cannot be
    /// written or created, or is locked by another program.
    public init(databaseURL: URL? = nil, timeZone: TimeZone = .current, now: @escaping () -> Date = { Date() }) throws {
        let fileName = databaseURL?.lastPathComponent ?? "The database"
        do {
            database = try SQLiteDatabase(databaseURL.map { .file($0) } ?? .inMemory)
            let tables = try database.query(
                "SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger') AND name NOT GLOB 'sqlite_*'")
            if tables.isEmpty {
                try database.execute(
                    """
                    CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, \
                    amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL)
                    """)
            } else if tables.count != 1 || tables[0].text("name") != "expenses" {
                throw ExpenseTrackerError.notAnExpenseDatabase(fileName: fileName)
            } else {
                let columns = try database.query("PRAGMA table_info(expenses)").map {
                    "\($0.text("name") ?? "") \($0.text("type") ?? "")"
                }
                let badRows = try database.query(
                    """
                    SELECT COUNT(*) AS count FROM expenses WHERE typeof(id) != 'text' \
                    OR id NOT GLOB '????????-????-????-????-????????????' \
                    OR replace(id, '-', '') GLOB '*[^0-9A-Fa-f]*' \
                    OR length(replace(id, '-', '')) != 32 \
                    OR upper(id) IN (SELECT upper(id) FROM expenses GROUP BY upper(id) HAVING COUNT(*) > 1) \
                    OR typeof(title) != 'text' OR typeof(comment) != 'text' OR typeof(date) != 'real' \
                    OR typeof(amount_cents) != 'integer' OR amount_cents < 1 OR amount_cents > 100000000000 \
                    OR typeof(seq) != 'integer' OR seq >= 9223372036854775807 \
                    OR seq IN (SELECT seq FROM expenses GROUP BY seq HAVING COUNT(*) > 1)
                    """)
                if columns != [
                    "seq INTEGER", "id TEXT", "title TEXT", "amount_cents INTEGER", "date REAL", "comment TEXT",
                ] || badRows.first?.integer("count") != 0 {
                    throw ExpenseTrackerError.notAnExpenseDatabase(fileName: fileName)
                }
            }
        } catch let error as ExpenseTrackerError {
            throw error
        } catch let error as SQLiteError {
            let folderName = databaseURL?.deletingLastPathComponent().lastPathComponent ?? ""
            switch error.problem {
            case .noSuchFolder: throw ExpenseTrackerError.noSuchFolder(fileName: fileName, folderName: folderName)
            case .cannotCreateFile:
                throw ExpenseTrackerError.cannotCreateFile(fileName: fileName, folderName: folderName)
            case .readOnly: throw ExpenseTrackerError.readOnly(fileName: fileName)
            case .busy: throw ExpenseTrackerError.inUse(fileName: fileName)
            case .unusable(let reason): throw ExpenseTrackerError.cannotUse(fileName: fileName, reason: reason)
            case .notADatabase, .other: throw ExpenseTrackerError.notAnExpenseDatabase(fileName: fileName)
            }
        } catch {
            throw ExpenseTrackerError.notAnExpenseDatabase(fileName: fileName)
        }
        self.timeZone = timeZone
        self.now = now
        self.reportsScreen = ReportsScreen()
        ExpenseTrackerApp.shared = self
    }

    /// Closes the database. The app is not used afterwards.
    public func terminate() {
        database.close()
    }

    /// Fills an empty database with a few expenses of today, for demos and screenshots.
    public func insertSampleData() {
        let count = try? database.query("SELECT COUNT(*) AS count FROM expenses").first?.integer("count")
        if count != 0 {
            return
        }
        let samples = [("Coffee", 350, "Oat milk"), ("Lunch", 1230, "with Bob"), ("Train ticket", 2790, "")]
        for (offset, sample) in samples.enumerated() {
            let record = ExpenseRecord(
                title: sample.0, amountInCents: sample.1, date: now().addingTimeInterval(Double(-offset) * 3600),
                comment: sample.2)
            try? record.insert(into: database)
        }
    }
}

/// Why the app could not start.
public enum ExpenseTrackerError: Error, Equatable {
    case noSuchFolder(fileName: String, folderName: String)
    case cannotCreateFile(fileName: String, folderName: String)
    case readOnly(fileName: String)
    case inUse(fileName: String)
    case cannotUse(fileName: String, reason: String)
    case notAnExpenseDatabase(fileName: String)

    /// What the app shows the user.
    public var message: String {
        switch self {
        case .noSuchFolder(let fileName, let folderName):
            return "\(fileName) cannot be created: there is no folder \(folderName). Nothing was changed."
        case .cannotCreateFile(let fileName, let folderName):
            return "\(fileName) cannot be created: the folder \(folderName) is read-only. Nothing was changed."
        case .readOnly(let fileName):
            return "\(fileName) is read-only: no expense could be saved in it. Nothing was changed."
        case .inUse(let fileName):
            return "\(fileName) is in use by another program. Nothing was changed."
        case .cannotUse(let fileName, let reason):
            return "\(fileName) cannot be used: \(reason). Nothing was changed."
        case .notAnExpenseDatabase(let fileName):
            return "\(fileName) is not an expense database. Nothing was changed."
        }
    }
}
