import CSQLite
import Foundation

/// A connection to one SQLite database: a file on disk, or a database that lives in memory.
///
/// This is the project's stand-in for a platform persistence framework (as Core Data is on Apple's
/// systems): both implementations use it, and it is not part of the kata.
/// A connection is used from one thread at a time; it is not `Sendable`.
public final class SQLiteDatabase {
    /// Where a database lives.
    public enum Location: Hashable, Sendable {
        case inMemory
        case file(URL)
    }

    public let location: Location
    private var handle: OpaquePointer?
    /// The file this connection created, while it may still be empty (device and inode).
    private var created: (device: UInt64, inode: UInt64)?
    /// Whether the file had a -wal file beside it when this connection opened it: then that file is
    /// another program's, or left by one, and stays as it is.
    private var walFileExisted = false
    /// What SQLite's authorizer was asked while the last statement was prepared: what that statement
    /// does, whatever its SQL looks like. `SQLiteFaults` fails statements by it.
    private let authorized = AuthorizedActions()

    /// How long a statement of a connection opened in this task waits for another connection's lock
    /// before it fails with `SQLiteProblem.busy`: 3 s, long enough for another tracker's save. Tests
    /// of what a user sees when the wait runs out shorten it with `$busyTimeout.withValue(_:)`.
    @TaskLocal public static var busyTimeout: Duration = .seconds(3)

    /// Opens the database for reading and writing, creating an empty one when the file does not exist.
    ///
    /// Throws `SQLiteProblem.noSuchFolder`, `.cannotCreateFile` or `.readOnly` when the file could not be
    /// written (a file or folder without write permission counts as read-only, even for the superuser), and
    /// `.unusable` with the reason for an existing file in a read-only folder, a loop of symbolic links or
    /// too long a name, a path that is not a regular file (a folder, a device, a named pipe).
    ///
    /// A file that another program is writing (a write transaction open, in WAL mode too, where readers
    /// do not wait for it) would fail every save: opening takes the write lock once and lets it go, and
    /// throws `SQLiteProblem.busy` when it cannot within `busyTimeout`. That reads the file's header: a file
    /// that is not a database throws `SQLiteProblem.notADatabase`. Opening never writes to the file, and
    /// leaves nothing beside it: a new file that is still empty when the connection closes (its first write
    /// failed: a full disk) is removed again, and so are the -wal and -shm files SQLite makes for a file in
    /// WAL mode, unless they were there before.
    public init(_ location: Location) throws {
        self.location = location
        let path: String
        switch location {
        case .inMemory: path = ":memory:"
        case .file(let url):
            path = url.path
            try WritableFile.check(url)
        }
        let existed = Self.identity(of: path) != nil
        walFileExisted = Self.identity(of: path + "-wal") != nil
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError(
                code: code, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open",
                systemError: handle.map { sqlite3_system_errno($0) } ?? 0)
            sqlite3_close(handle)
            throw error
        }
        let timeout = Self.busyTimeout.components
        let milliseconds = timeout.seconds * 1000 + timeout.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(handle, Int32(clamping: milliseconds))
        sqlite3_set_authorizer(
            handle,
            { context, action, _, _, _, _ in
                guard let context else { return SQLITE_OK }
                Unmanaged<AuthorizedActions>.fromOpaque(context).takeUnretainedValue().actions.insert(action)
                return SQLITE_OK
            }, Unmanaged.passUnretained(authorized).toOpaque())
        // A file the app only read (to check it, and refuse it) must keep every byte: closing the last
        // connection to a database in WAL mode would merge its -wal file into it and delete it.
        csqlite_checkpoint_on_close(handle, 0)
        self.handle = handle
        if !existed, case .file = location { created = Self.identity(of: path) }
        if case .file = location {
            try execute("BEGIN IMMEDIATE")
            try execute("ROLLBACK")
        }
    }

    deinit {
        close()
    }

    /// Closes the connection; later statements throw. A database in WAL mode is checkpointed on close (its
    /// -wal file merged into it, then removed with the -shm file, by the last connection) when this
    /// connection changed something, or when the -wal file was not there before it: merging a -wal file
    /// that holds nothing changes no byte. A file that was only read keeps its bytes and its own -wal file.
    public func close() {
        if let handle {
            if sqlite3_total_changes(handle) > 0 || !walFileExisted { csqlite_checkpoint_on_close(handle, 1) }
            sqlite3_close_v2(handle)
        }
        handle = nil
        if let created, case .file(let url) = location, let now = Self.identity(of: url.path, ifEmpty: true),
            now == created
        {
            unlink(url.path)
        }
        created = nil
    }

    /// The device and inode of the file at `path`; `nil` when there is none (or, with `ifEmpty`, when it is not empty).
    private static func identity(of path: String, ifEmpty: Bool = false) -> (device: UInt64, inode: UInt64)? {
        var status = stat()
        guard stat(path, &status) == 0, !ifEmpty || status.st_size == 0 else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// Runs one statement that returns no rows.
    public func execute(_ sql: String, _ bindings: [SQLiteValue] = []) throws {
        _ = try query(sql, bindings)
    }

    /// Runs one statement and returns all of its rows.
    public func query(_ sql: String, _ bindings: [SQLiteValue] = []) throws -> [SQLiteRow] {
        guard let handle else { throw SQLiteError(code: SQLITE_MISUSE, message: "the database is closed") }
        var statement: OpaquePointer?
        authorized.actions = []
        let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        guard prepared == SQLITE_OK, let statement else { throw lastError(prepared) }
        if let fault = SQLiteFaults.take(actions: authorized.actions, on: location) { throw fault }
        for (offset, value) in bindings.enumerated() {
            let code = bind(value, at: Int32(offset + 1), in: statement)
            guard code == SQLITE_OK else { throw lastError(code) }
        }
        var rows: [SQLiteRow] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return rows }
            guard step == SQLITE_ROW else { throw lastError(step) }
            rows.append(row(of: statement))
        }
    }

    /// Runs `body` in a transaction: all of its changes are kept, or none.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32, in statement: OpaquePointer) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(statement, index)
        case .integer(let integer):
            return sqlite3_bind_int64(statement, index, integer)
        case .real(let real):
            return sqlite3_bind_double(statement, index, real)
        case .text(let text):
            // Bound by length, not as a C string, so text with a NUL character is stored whole.
            let bytes = Array(text.utf8).map { CChar(bitPattern: $0) }
            guard !bytes.isEmpty else { return sqlite3_bind_text(statement, index, "", 0, transient) }
            return bytes.withUnsafeBufferPointer { buffer in
                sqlite3_bind_text(statement, index, buffer.baseAddress, Int32(buffer.count), transient)
            }
        }
    }

    private func row(of statement: OpaquePointer) -> SQLiteRow {
        var values: [String: SQLiteValue] = [:]
        for column in 0..<sqlite3_column_count(statement) {
            let name = String(cString: sqlite3_column_name(statement, column))
            switch sqlite3_column_type(statement, column) {
            case SQLITE_INTEGER:
                values[name] = .integer(sqlite3_column_int64(statement, column))
            case SQLITE_FLOAT:
                values[name] = .real(sqlite3_column_double(statement, column))
            case SQLITE_NULL:
                values[name] = .null
            default:
                let count = Int(sqlite3_column_bytes(statement, column))
                let text = sqlite3_column_text(statement, column).map {
                    String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
                }
                values[name] = .text(text ?? "")
            }
        }
        return SQLiteRow(values: values)
    }

    private func lastError(_ code: Int32) -> SQLiteError {
        SQLiteError(
            code: code, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "no connection",
            systemError: handle.map { sqlite3_system_errno($0) } ?? 0)
    }
}

private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// The actions (`SQLITE_INSERT`, `SQLITE_SELECT`, ...) SQLite's authorizer reports while a statement is
/// prepared. The connection owns it and outlives every call of its authorizer.
private final class AuthorizedActions {
    var actions: Set<Int32> = []
}

/// A value as SQLite stores it.
public enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}

/// One row of a result, by column name.
public struct SQLiteRow: Hashable, Sendable {
    public let values: [String: SQLiteValue]

    public subscript(column: String) -> SQLiteValue {
        values[column] ?? .null
    }

    public func text(_ column: String) -> String? {
        if case .text(let text) = self[column] { return text }
        return nil
    }

    public func integer(_ column: String) -> Int64? {
        if case .integer(let integer) = self[column] { return integer }
        return nil
    }

    public func real(_ column: String) -> Double? {
        switch self[column] {
        case .real(let real): return real
        case .integer(let integer): return Double(integer)
        default: return nil
        }
    }
}

/// An error reported by SQLite, with its result code and message.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    public let code: Int32
    public let message: String
    /// What went wrong, in the terms an app tells its user.
    public let problem: SQLiteProblem

    /// `systemError` is the `errno` under the failure: a file that could not be opened or written for
    /// want of space is a full disk, whatever SQLite's code says.
    init(code: Int32, message: String, problem: SQLiteProblem? = nil, systemError: Int32 = 0) {
        self.code = code
        self.message = message
        let outOfSpace =
            [SQLITE_CANTOPEN, SQLITE_IOERR, SQLITE_FULL].contains(code & 0xFF)
            && (systemError == ENOSPC || systemError == EDQUOT)
        self.problem = problem ?? (outOfSpace ? .diskFull : SQLiteProblem(code: code))
    }

    /// The file is not a SQLite database (or is encrypted, or damaged in its header).
    public var isNotADatabase: Bool { problem == .notADatabase }

    public var description: String { "SQLite error \(code): \(message)" }
}
