import CSQLite

/// What went wrong with a database, in the terms an app tells its user.
public enum SQLiteProblem: Hashable, Sendable {
    /// The folder the new file should go in does not exist.
    case noSuchFolder
    /// The file does not exist and its folder cannot be written.
    case cannotCreateFile
    /// The file exists but cannot be written.
    case readOnly
    /// Another connection held a lock for longer than `SQLiteDatabase.busyTimeout`.
    case busy
    /// The file is not a SQLite database (or is encrypted, or damaged in its header).
    case notADatabase
    /// The system will not let the file be used, for a reason `reason` words for a user: the disk is
    /// full, the folder of an existing file is read-only (SQLite writes its journal beside the file), the
    /// path is a loop of symbolic links, or a name in it is too long.
    case unusable(reason: String)
    /// Anything else: the error's code and message say what.
    case other

    /// The disk is full (or the user's disk quota is used up).
    public static let diskFull = SQLiteProblem.unusable(reason: "the disk is full")

    init(code: Int32) {
        switch code & 0xFF {
        case SQLITE_FULL: self = .diskFull
        case SQLITE_BUSY, SQLITE_LOCKED: self = .busy
        case SQLITE_READONLY: self = .readOnly
        case SQLITE_NOTADB, SQLITE_CORRUPT: self = .notADatabase
        default: self = .other
        }
    }
}
