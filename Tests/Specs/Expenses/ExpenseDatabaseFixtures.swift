import Foundation
import SQLiteDatabase

/// Small files the persistence specs put where an expense tracker looks for its database.
///
/// The SQLite files were written by the `sqlite3` tool with `PRAGMA page_size=512` (the smallest page);
/// each is kept as runs of non-zero bytes at their offsets, every other byte being zero.
struct SQLiteFixture: Sendable {
    let size: Int
    let runs: [(offset: Int, hex: String)]

    var bytes: Data {
        var bytes = [UInt8](repeating: 0, count: size)
        for run in runs {
            let characters = Array(run.hex)
            for index in stride(from: 0, to: characters.count, by: 2) {
                bytes[run.offset + index / 2] = UInt8(String(characters[index...index + 1]), radix: 16) ?? 0
            }
        }
        return Data(bytes)
    }
}

extension SQLiteFixture {
    /// Writes at `url` an expense database in WAL mode as a writer leaves it when it stops without closing
    /// (a crash, a kill): the tracker's table in the main file, and a row whose amount is text only in the
    /// -wal file, with the -shm file beside it. The three files are copied while the writer is open.
    static func writeWALDatabaseWithBadRowInItsLog(to url: URL) throws {
        let folder = try TemporaryFolder(prefix: "wal-writer")
        defer { folder.remove() }
        let source = folder.file("writer.sqlite")
        let writer = try SQLiteDatabase(.file(source))
        _ = try writer.query("PRAGMA journal_mode=WAL")
        try writer.execute(
            "CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, "
                + "amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL)")
        _ = try writer.query("PRAGMA wal_checkpoint(TRUNCATE)")
        try writer.execute(
            "INSERT INTO expenses (id, title, amount_cents, date, comment) VALUES "
                + "('7A1B9C2D-0E3F-4A5B-8C6D-7E8F9A0B1C2D', 'Lunch', 'twelve', 0.0, '')")
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: source.path + suffix), to: URL(fileURLWithPath: url.path + suffix))
        }
        writer.close()
    }

    /// A SQLite database with no tables (`PRAGMA user_version=7` only): a new expense database.
    static let noTables = SQLiteFixture(
        size: 512,
        runs: [
            (0, "53514c69746520666f726d617420330002000101004020200000000100000001"),
            (63, "07"),
            (95, "01002e63010d0000000002"),
        ]
    )

    /// Another app's database: `CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)`, one row.
    static let otherApp = SQLiteFixture(
        size: 1024,
        runs: [
            (0, "53514c69746520666f726d617420330002000101004020200000000200000002"),
            (43, "0100000004"),
            (59, "01"),
            (95, "02002e63010d0000000101b20001b2"),
            (
                434,
                "4c010617171701797461626c656e6f7465736e6f74657302435245415445205441424c45206e6f746573202869642049"
                    + "4e5445474552205052494d415259204b45592c20626f64792054455854290d0000000101f40001f4"
            ),
            (1012, "0a0103001b6b656570206d65"),
        ]
    )

    /// An `expenses` table of another shape: `(id INTEGER PRIMARY KEY, name TEXT, price REAL)`, one row.
    static let expensesOfAnotherShape = SQLiteFixture(
        size: 1024,
        runs: [
            (0, "53514c69746520666f726d617420330002000101004020200000000200000002"),
            (43, "0100000004"),
            (59, "01"),
            (95, "02002e63010d00000001019c00019c"),
            (
                412,
                "620107171d1d0181177461626c65657870656e736573657870656e73657302435245415445205441424c452065787065"
                    + "6e7365732028696420494e5445474552205052494d415259204b45592c206e616d6520544558542c2070726963652052"
                    + "45414c290d0000000101ec0001ec"
            ),
            (1004, "120104001907436f66666565400c"),
        ]
    )

    /// The tracker's `expenses` table next to another app's table `notes (body TEXT)` with one row.
    static let expensesAndAnotherTable = SQLiteFixture(
        size: 1536,
        runs: [
            (0, "53514c69746520666f726d617420330002000101004020200000000300000003"),
            (43, "0200000004"),
            (59, "01"),
            (95, "03002e63010d00000002010a000140010a"),
            (
                266,
                "34020617171701497461626c656e6f7465736e6f74657303435245415445205441424c45206e6f7465732028626f6479"
                    + "205445585429813d0107171d1d01824d7461626c65657870656e736573657870656e7365730243524541544520544142"
                    + "4c4520657870656e736573202873657120494e5445474552205052494d415259204b45592c2069642054455854204e4f"
                    + "54204e554c4c2c207469746c652054455854204e4f54204e554c4c2c20616d6f756e745f63656e747320494e54454745"
                    + "52204e4f54204e554c4c2c2064617465205245414c204e4f54204e554c4c2c20636f6d6d656e742054455854204e4f54"
                    + "204e554c4c290d0000000002"
            ),
            (1024, "0d0000000101f50001f5"),
            (1525, "0901021b6b656570206d65"),
        ]
    )

    /// The tracker's `expenses` table holding a row whose `amount_cents` is the text `twelve`.
    static let expenseWithTextAmount = SQLiteFixture(
        size: 1024,
        runs: [
            (0, "53514c69746520666f726d617420330002000101004020200000000200000002"),
            (43, "0100000004"),
            (59, "01"),
            (95, "02002e63010d000000010140000140"),
            (
                320,
                "813d0107171d1d01824d7461626c65657870656e736573657870656e73657302435245415445205441424c4520657870"
                    + "656e736573202873657120494e5445474552205052494d415259204b45592c2069642054455854204e4f54204e554c4c"
                    + "2c207469746c652054455854204e4f54204e554c4c2c20616d6f756e745f63656e747320494e5445474552204e4f5420"
                    + "4e554c4c2c2064617465205245414c204e4f54204e554c4c2c20636f6d6d656e742054455854204e4f54204e554c4c29"
                    + "0d0000000101c80001c8"
            ),
            (
                968,
                "36010700551719080d30463643324434332d384335422d344534332d394432422d3044314633453441354236434c756e"
                    + "63687477656c7665"
            ),
        ]
    )
}
