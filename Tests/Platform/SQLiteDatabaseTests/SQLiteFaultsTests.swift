import Foundation
import SQLiteDatabase
import XCTest

/// A failure a spec plans ("the next save fails") reaches the statement that does that, however its SQL
/// is written: a refactor that adds a comment, a `WITH` clause or `REPLACE INTO` keeps the app's
/// behaviour, so it must keep the specs green.
final class SQLiteFaultsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = Self.scratch.appendingPathComponent("SQLiteFaultsTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    // The same as the spec classes' base (`RunLoopWakingTestCase`): swift-corelibs-xctest waits for each
    // test's asynchronous set-up and tear-down on the main run loop and, when their end is missed, idles
    // 0.1 s; here that happened in one run of four. A no-op job on the main queue ends the wait.
    override func setUp() async throws {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1)) {}
    }

    override func tearDown() async throws {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1)) {}
    }

    /// Memory-backed storage when the machine has it (`/dev/shm` on Linux), as the specs' files: the same
    /// statements and failures, without waiting for the disk to sync each write.
    private static let scratch: URL = {
        let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        return FileManager.default.isWritableFile(atPath: memory.path) ? memory : FileManager.default.temporaryDirectory
    }()

    func test_failNext_failsTheStatementOfThatKindOnceWhateverItsSQLLooksLike() throws {
        let statements: [(SQLiteFaults.Statement, String)] = [
            (.insert, "-- one more than the last\nINSERT INTO t (v) VALUES (1)"),
            (.insert, "REPLACE INTO t (v) VALUES (1)"),
            (.insert, "WITH x(v) AS (VALUES (1)) INSERT INTO t (v) SELECT v FROM x"),
            (.select, "/* the report */ SELECT * FROM t"),
            (.select, "WITH day(start) AS (VALUES (0)) SELECT t.* FROM t, day WHERE t.v >= day.start"),
            (.delete, "  -- by id\n  DELETE FROM t WHERE v = 1"),
            (.delete, "WITH x(v) AS (VALUES (1)) DELETE FROM t WHERE v IN (SELECT v FROM x)"),
            (.create, "/* the file format */ CREATE TABLE u (v INTEGER)"),
            (.create, "CREATE INDEX t_by_v ON t (v)"),
        ]
        for (index, (kind, sql)) in statements.enumerated() {
            let file = folder.appendingPathComponent("\(index).sqlite")
            let database = try SQLiteDatabase(.file(file))
            try database.execute("CREATE TABLE t (v INTEGER)")
            SQLiteFaults.failNext(kind, on: file, with: .diskFull)
            defer { SQLiteFaults.clear(file) }

            XCTAssertThrowsError(try database.execute(sql), "\(kind): \(sql)") { error in
                XCTAssertEqual((error as? SQLiteError)?.problem, .diskFull, "\(kind): \(sql)")
            }
            XCTAssertEqual(try rows(in: database), 0, "nothing written by the failed \(kind): \(sql)")
            XCTAssertNoThrow(try database.execute(sql), "once only: \(kind): \(sql)")
        }
    }

    func test_failNext_leavesStatementsOfOtherKindsAlone() throws {
        let file = folder.appendingPathComponent("other kinds.sqlite")
        let database = try SQLiteDatabase(.file(file))
        try database.execute("CREATE TABLE t (v INTEGER)")
        SQLiteFaults.failNext(.insert, on: file, with: .ioError)
        defer { SQLiteFaults.clear(file) }

        for sql in [
            "BEGIN IMMEDIATE", "ROLLBACK", "PRAGMA table_info(t)", "SELECT * FROM t", "DELETE FROM t",
            "UPDATE t SET v = 2", "-- INSERT\nSELECT 'INSERT'",
        ] {
            XCTAssertNoThrow(try database.execute(sql), sql)
        }
        XCTAssertThrowsError(try database.execute("INSERT INTO t (v) VALUES (1)"), "the planned insert")
    }

    func test_failNext_failsTheFileWhicheverPathItIsOpenedBy() throws {
        let real = folder.appendingPathComponent("real")
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let database = try SQLiteDatabase(.file(real.appendingPathComponent("expenses.sqlite")))
        try database.execute("CREATE TABLE t (v INTEGER)")
        SQLiteFaults.failNext(.insert, on: link.appendingPathComponent("expenses.sqlite"), with: .diskFull)
        defer { SQLiteFaults.clear(link.appendingPathComponent("expenses.sqlite")) }

        XCTAssertThrowsError(try database.execute("INSERT INTO t (v) VALUES (1)"), "planned through the link")
    }

    private func rows(in database: SQLiteDatabase) throws -> Int64? {
        try database.query("SELECT COUNT(*) AS count FROM t").first?.integer("count")
    }
}
