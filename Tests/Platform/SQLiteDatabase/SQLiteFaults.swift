import CSQLite
import Foundation

/// Failures a test makes a database file report, as a full disk or a failing disk would, so that
/// what an app shows after a failed save, load or delete can be specified. Nothing fails unless a
/// test asks: every `SQLiteDatabase` on that file fails its next statement of that kind once.
public enum SQLiteFaults {
    /// The kind of statement that fails: what the statement does, as SQLite reads it when it prepares
    /// it, whatever its SQL looks like (a comment before it, a `WITH` clause, `REPLACE INTO`). One that
    /// does several things is the first of: creating, inserting, deleting, selecting.
    public enum Statement: CaseIterable, Sendable {
        /// Creating a table, an index, a view or a trigger: what an app does first in a new database file.
        case create
        case insert
        case delete
        case select

        /// The authorizer's actions that create something in the database's schema.
        private static let creating: Set<Int32> = [
            SQLITE_CREATE_TABLE, SQLITE_CREATE_TEMP_TABLE, SQLITE_CREATE_INDEX, SQLITE_CREATE_TEMP_INDEX,
            SQLITE_CREATE_VIEW, SQLITE_CREATE_TEMP_VIEW, SQLITE_CREATE_TRIGGER, SQLITE_CREATE_TEMP_TRIGGER,
        ]

        /// The kind of a statement whose preparation asked SQLite's authorizer for `actions`; `nil` for one
        /// that does none of the four (`BEGIN`, `PRAGMA`, `UPDATE`).
        static func of(actions: Set<Int32>) -> Statement? {
            if !actions.isDisjoint(with: creating) { return .create }
            if actions.contains(SQLITE_INSERT) { return .insert }
            if actions.contains(SQLITE_DELETE) { return .delete }
            if actions.contains(SQLITE_SELECT) { return .select }
            return nil
        }
    }

    /// What the failing statement reports.
    public enum Fault: Sendable {
        /// `SQLITE_FULL`: the disk is full.
        case diskFull
        /// `SQLITE_IOERR`: the disk could not be read or written.
        case ioError
        /// `SQLITE_CANTOPEN` over `ENOSPC`: the journal beside the file could not be made, for want of
        /// space. A full disk too, under another code.
        case journalOnFullDisk

        var error: SQLiteError {
            switch self {
            case .diskFull: SQLiteError(code: SQLITE_FULL, message: "database or disk is full")
            case .ioError: SQLiteError(code: SQLITE_IOERR, message: "disk I/O error")
            case .journalOnFullDisk:
                SQLiteError(code: SQLITE_CANTOPEN, message: "unable to open database file", systemError: ENOSPC)
            }
        }
    }

    /// Makes the next `statement` run on `file` fail with `fault`.
    public static func failNext(_ statement: Statement, on file: URL, with fault: Fault) {
        plan.add(Planned(path: path(of: file), statement: statement, fault: fault))
    }

    /// Forgets every planned failure on `file`.
    public static func clear(_ file: URL) {
        plan.removeAll(path: path(of: file))
    }

    /// The error a statement whose preparation asked the authorizer for `actions` must report on
    /// `location`, once, if a test planned one. Without a plan (every statement of an app in use) it
    /// returns at once.
    static func take(actions: Set<Int32>, on location: SQLiteDatabase.Location) -> SQLiteError? {
        guard !plan.isEmpty, case .file(let url) = location, let statement = Statement.of(actions: actions) else {
            return nil
        }
        return plan.take(path: path(of: url), statement: statement)?.fault.error
    }

    /// The file's path with the symbolic links of its folder resolved: an app that opens `/var/…` on macOS
    /// (a link to `/private/var/…`) or resolves the path first still gets the failure planned on the other
    /// spelling. Only the folder: the file itself may not exist yet when a failure is planned.
    private static func path(of file: URL) -> String {
        let folder = file.standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath()
        return folder.appendingPathComponent(file.lastPathComponent).path
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

        var isEmpty: Bool {
            lock.withLock { planned.isEmpty }
        }

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
