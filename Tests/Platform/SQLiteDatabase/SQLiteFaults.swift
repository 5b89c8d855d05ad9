import CSQLite
import Foundation

/// Failures a test makes a database file report, as a full disk or a failing disk would, so that
/// what an app shows after a failed save, load or delete can be specified. Nothing fails unless a
/// test asks: every `SQLiteDatabase` on that file fails its next statement of that kind once.
public enum SQLiteFaults {
    /// The kind of statement that fails: the first word of its SQL.
    public enum Statement: String, CaseIterable, Sendable {
        case insert = "INSERT"
        case select = "SELECT"
        case delete = "DELETE"
        /// Creating a table: what an app does first in a new database file.
        case create = "CREATE"
    }

    /// What the failing statement reports.
    public enum Fault: Sendable {
        /// `SQLITE_FULL`: the disk is full.
        case diskFull
        /// `SQLITE_IOERR`: the disk could not be read or written.
        case ioError

        var error: SQLiteError {
            switch self {
            case .diskFull: SQLiteError(code: SQLITE_FULL, message: "database or disk is full")
            case .ioError: SQLiteError(code: SQLITE_IOERR, message: "disk I/O error")
            }
        }
    }

    /// Makes the next `statement` run on `file` fail with `fault`.
    public static func failNext(_ statement: Statement, on file: URL, with fault: Fault) {
        plan.add(Planned(path: file.standardizedFileURL.path, statement: statement, fault: fault))
    }

    /// Forgets every planned failure on `file`.
    public static func clear(_ file: URL) {
        plan.removeAll(path: file.standardizedFileURL.path)
    }

    /// The error the statement `sql` on `location` must report, once, if a test planned one.
    static func take(_ sql: String, on location: SQLiteDatabase.Location) -> SQLiteError? {
        guard case .file(let url) = location else { return nil }
        let verb = sql.drop { $0.isWhitespace }.prefix { $0.isLetter }.uppercased()
        guard let statement = Statement(rawValue: verb) else { return nil }
        return plan.take(path: url.standardizedFileURL.path, statement: statement)?.fault.error
    }

    private static let plan = Plan()

    private struct Planned {
        let path: String
        let statement: Statement
        let fault: Fault
    }

    /// The planned failures, shared by every connection and guarded by a lock.
    private final class Plan: @unchecked Sendable {
        private let lock = NSLock()
        private var planned: [Planned] = []

        func add(_ failure: Planned) {
            lock.withLock { planned.append(failure) }
        }

        func removeAll(path: String) {
            lock.withLock { planned.removeAll { $0.path == path } }
        }

        func take(path: String, statement: Statement) -> Planned? {
            lock.withLock {
                guard let index = planned.firstIndex(where: { $0.path == path && $0.statement == statement }) else {
                    return nil
                }
                return planned.remove(at: index)
            }
        }
    }
}
