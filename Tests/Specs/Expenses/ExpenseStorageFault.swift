import Foundation
import SQLiteDatabase

/// How a storage operation fails when a spec makes it fail: as a full disk or a failing disk would.
public enum ExpenseStorageFault: String, CaseIterable, Sendable {
    case diskFull = "the disk is full"
    case ioError = "the disk cannot be read or written"
    /// A full disk seen as a journal that cannot be made (`SQLITE_CANTOPEN` over `ENOSPC`).
    case journalOnFullDisk = "the disk is full, with no room for the journal"

    /// Whether the user is told the disk is full.
    public var isFullDisk: Bool { self != .ioError }

    /// Makes the next `operation` on the database file `file` fail this way, once. Both
    /// implementations keep a file's entries through `SQLiteDatabase`, which reports the failure;
    /// a tracker kept in memory has no file to fail (specs that need a failure use a file).
    public func strikeNext(_ operation: ExpenseStorageOperation, on file: URL?) {
        guard let file else { return }
        let statement: SQLiteFaults.Statement =
            switch operation {
            case .save: .insert
            case .load: .select
            case .delete: .delete
            }
        let fault: SQLiteFaults.Fault =
            switch self {
            case .diskFull: .diskFull
            case .ioError: .ioError
            case .journalOnFullDisk: .journalOnFullDisk
            }
        SQLiteFaults.failNext(statement, on: file, with: fault)
    }
}
