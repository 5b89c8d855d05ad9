import Foundation
import SQLiteDatabase

extension ExpenseTrackerSpecs {
    /// A database the app cannot use is refused at launch with its real reason (Decisions.md, "The database").
    static var launchRefusals: [Spec] {
        [
            Spec(
                .expenses, "launch_refusesAndCreatesNothingOnFileInFolderThatDoesNotExist",
                given: "a path `missing/dir/expenses.sqlite` whose folders do not exist",
                when: "the app starts on it",
                then:
                    "it shows `expenses.sqlite cannot be created: there is no folder dir. Nothing was changed.`, and no folder is created"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let world = try ExpenseWorld(
                    adapters, database: .file(folder.file("missing/dir/expenses.sqlite")))

                try expect(
                    try world.launchRefused(), equals: ExpenseMessage.noSuchFolder("expenses.sqlite", "dir"),
                    "the message")
                try expect(try folder.fileNames(), equals: [], "the files in the folder")
            },
            Spec(
                .expenses, "launch_refusesAndCreatesNothingOnNewFileInReadOnlyFolder",
                given: "a path with no file, in a folder without write permission",
                when: "the app starts on it",
                then:
                    "it shows `<file name> cannot be created: the folder <folder name> is read-only. Nothing was changed.`, and the folder stays empty"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                try ReadOnly.mark(folder.url)
                defer { ReadOnly.unmark(folder.url) }
                let world = try ExpenseWorld(adapters, database: .file(folder.file("expenses.sqlite")))

                try expect(
                    try world.launchRefused(),
                    equals: ExpenseMessage.cannotCreateFile("expenses.sqlite", folder.url.lastPathComponent),
                    "the message")
                try expect(try folder.fileNames(), equals: [], "the files in the folder")
            },
            Spec(
                .expenses, "launch_refusesAtOnceAndLeavesFileUnchangedOnReadOnlyExpenseDatabase",
                given: "an expense database with one entry, without write permission",
                when: "the app starts on it",
                then:
                    "it shows `<file name> is read-only: no expense could be saved in it. Nothing was changed.` at once (not at the first Save), and the file's bytes are unchanged"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let (url, world, bytes) = try databaseWithOneEntry(adapters, in: folder.url)
                try ReadOnly.mark(url)
                defer { ReadOnly.unmark(url) }

                try expect(try world.launchRefused(), equals: ExpenseMessage.readOnly("expenses.sqlite"), "the message")
                try expect(try Data(contentsOf: url), equals: bytes, "the bytes of the file")
            },
            Spec(
                .expenses, "launch_refusesWithTheReasonAndLeavesTheFolderAsItWasOnFullDisk",
                given:
                    "a path with no file, or an empty (0-byte) file, on a disk that is full: the new database's first write fails with SQLITE_FULL",
                when: "the app starts on it",
                then:
                    "it shows `<file name> cannot be used: the disk is full. Nothing was changed.`; no file is left where there was none, and the empty file stays, empty"
            ) { adapters in
                let table: [(what: String, before: Data?)] = [("no file", nil), ("an empty file", Data())]
                try await expectEveryRow(of: table, "a full disk") { example in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let url = folder.file("expenses.sqlite")
                    if let bytes = example.before { try bytes.write(to: url) }
                    SQLiteFaults.failNext(.create, on: url, with: .diskFull)
                    defer { SQLiteFaults.clear(url) }
                    let world = try ExpenseWorld(adapters, database: .file(url))

                    try expect(
                        try world.launchRefused(),
                        equals: ExpenseMessage.cannotUse("expenses.sqlite", "the disk is full"),
                        "the message on \(example.what)")
                    try expect(
                        FileManager.default.contents(atPath: url.path), equals: example.before,
                        "the bytes of expenses.sqlite (nil: no file) on \(example.what)")
                }
            },
            Spec(
                .expenses, "launch_refusesAtOnceAndLeavesFileUnchangedOnWritableFileInReadOnlyFolder",
                given: "an expense database with one entry that can be written, in a folder without write permission",
                when: "the app starts on it",
                then:
                    "it shows `<file name> cannot be used: the folder <folder name> is read-only. Nothing was changed.` at once (SQLite could not write its journal there, so every Save would fail), and the folder holds the file alone, with its bytes unchanged"
            ) { adapters in
                let parent = try TemporaryFolder()
                defer { parent.remove() }
                let folder = parent.file("shared")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let (url, world, bytes) = try databaseWithOneEntry(adapters, in: folder)
                try ReadOnly.mark(folder)
                defer { ReadOnly.unmark(folder) }

                try expect(
                    try world.launchRefused(),
                    equals: ExpenseMessage.cannotUse("expenses.sqlite", "the folder shared is read-only"), "the message"
                )
                try expect(try Data(contentsOf: url), equals: bytes, "the bytes of the file")
                try expect(
                    try FileManager.default.contentsOfDirectory(atPath: folder.path), equals: ["expenses.sqlite"],
                    "the files in the folder")
            },
            Spec(
                .expenses, "launch_refusesWithTheReasonAndLeavesTheLinksOnLoopOfSymbolicLinks",
                given:
                    "a path `loop.sqlite` that is a symbolic link to `other.sqlite`, which links back to `loop.sqlite`",
                when: "the app starts on it",
                then:
                    "it shows `loop.sqlite cannot be used: its path is a loop of symbolic links. Nothing was changed.`, and both links are as they were"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                try FileManager.default.createSymbolicLink(
                    atPath: folder.file("loop.sqlite").path, withDestinationPath: "other.sqlite")
                try FileManager.default.createSymbolicLink(
                    atPath: folder.file("other.sqlite").path, withDestinationPath: "loop.sqlite")
                let world = try ExpenseWorld(adapters, database: .file(folder.file("loop.sqlite")))

                try expect(
                    try world.launchRefused(),
                    equals: ExpenseMessage.cannotUse("loop.sqlite", "its path is a loop of symbolic links"),
                    "the message")
                try expect(
                    try ["loop.sqlite", "other.sqlite"].map {
                        try FileManager.default.destinationOfSymbolicLink(atPath: folder.file($0).path)
                    }, equals: ["other.sqlite", "loop.sqlite"], "where the two links point")
                try expect(try folder.fileNames(), equals: ["loop.sqlite", "other.sqlite"], "the files in the folder")
            },
            Spec(
                .expenses, "launch_refusesWithTheReasonAndCreatesNothingOnFileNameTooLong",
                given:
                    "a path whose file name is 300 characters long (a file system allows 255 bytes), one of 248 bytes (its journal beside it, `<name>-journal`, would have 256), and one of 124 `é` (248 bytes); then one of 247 bytes",
                when: "the app starts on each, and the user adds Lunch on the last",
                then:
                    "the first three show `<file name> cannot be used: its name is too long. Nothing was changed.`, and the folder stays empty; the app starts on the last and Today lists Lunch"
            ) { adapters in
                let names = [
                    String(repeating: "e", count: 293) + ".sqlite", String(repeating: "e", count: 241) + ".sqlite",
                    String(repeating: "é", count: 124),
                ]
                try await expectEveryRow(of: names, "names too long") { name in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let world = try ExpenseWorld(adapters, database: .file(folder.file(name)))

                    try expect(
                        try world.launchRefused(), equals: ExpenseMessage.cannotUse(name, "its name is too long"),
                        "the message for a name of \(name.utf8.count) bytes")
                    try expect(try folder.fileNames(), equals: [], "the files in the folder")
                }
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let world = try ExpenseWorld(
                    adapters, now: LocalTime(2025, 5, 14, 15, 0), database: .file(folder.file(longestFileName)))
                let app = try world.launch()

                try app.addExpense("Lunch", amount: "12.30", at: try world.date(LocalTime(2025, 5, 14, 12, 0)))
                try expect(try app.titles(in: "Today"), equals: ["Lunch"], "Today on a file named in 247 bytes")
            },
            Spec(
                .expenses, "launch_refusesWithWhatItIsAndLeavesItAsItWasOnPathThatIsNotAFile",
                given:
                    "a path that is a folder, a named pipe (FIFO), the device `/dev/null`, or a symbolic link `link.sqlite` to `/dev/null`",
                when: "the app starts on each",
                then:
                    "it shows `<name> cannot be used: it is a folder, not a file. Nothing was changed.` (a named pipe, a device), and nothing is made in it or beside it"
            ) { adapters in
                let table: [(what: String, name: String, reason: String)] = [
                    ("a folder", "expenses.sqlite", "it is a folder, not a file"),
                    ("a named pipe", "expenses.sqlite", "it is a named pipe, not a file"),
                    ("the device /dev/null", "null", "it is a device, not a file"),
                    ("a link to /dev/null", "link.sqlite", "it is a device, not a file"),
                ]
                try await expectEveryRow(of: table, "paths that are not a file") { example in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let path = folder.file(example.name)
                    switch example.what {
                    case "a folder":
                        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
                    case "a named pipe": try expect(mkfifo(path.path, 0o644), equals: 0, "mkfifo")
                    case "a link to /dev/null":
                        try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: "/dev/null")
                    default: break
                    }
                    let url = example.name == "null" ? URL(fileURLWithPath: "/dev/null") : path
                    // Beside /dev/null only a superuser's app could write; one that did is undone, so that a
                    // failed row leaves nothing behind either.
                    let paths = Set([url.path, url.resolvingSymlinksInPath().path])
                    let beside = paths.flatMap { path in ["-journal", "-wal", "-shm"].map { path + $0 } }.sorted()
                    let there = beside.filter { FileManager.default.fileExists(atPath: $0) }
                    let world = try ExpenseWorld(adapters, database: .file(url))

                    let refusal = Result { try world.launchRefused() }
                    let made = beside.filter { FileManager.default.fileExists(atPath: $0) && !there.contains($0) }
                    for file in made { try? FileManager.default.removeItem(atPath: file) }

                    try expect(
                        try refusal.get(), equals: ExpenseMessage.cannotUse(example.name, example.reason),
                        "the message on \(example.what)")
                    try expect(made, equals: [], "files made beside \(example.what)")
                    if url == path {
                        try expect(try folder.fileNames(), equals: [example.name], "the folder holding \(example.what)")
                    }
                    if example.what == "a folder" {
                        try expect(
                            try FileManager.default.contentsOfDirectory(atPath: path.path), equals: [],
                            "what the refused folder holds")
                    }
                }
            },
            Spec(
                .expenses, "launch_refusesNamingWhatIsTooLongAndCreatesNothingOnFolderNameOrPathTooLong",
                given:
                    "a path `expenses.sqlite` in a folder whose name is 300 characters long (a file system allows 255), and one in 20 nested folders of 250 characters each (longer than a path may be), also with a file name of 247 bytes (the longest the app takes)",
                when: "the app starts on each",
                then:
                    "it shows `expenses.sqlite cannot be used: the name of a folder on its path is too long. Nothing was changed.` (then `its path is too long`, twice), not that the file's name is, and nothing is created"
            ) { adapters in
                let deep = Array(repeating: String(repeating: "d", count: 250), count: 20)
                let table: [(folders: [String], file: String, reason: String)] = [
                    (
                        [String(repeating: "d", count: 300)], "expenses.sqlite",
                        "the name of a folder on its path is too long"
                    ),
                    (deep, "expenses.sqlite", "its path is too long"),
                    (deep, longestFileName, "its path is too long"),
                ]
                try await expectEveryRow(of: table, "names too long") { example in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let path = example.folders.reduce(folder.url) { $0.appendingPathComponent($1) }
                    let world = try ExpenseWorld(adapters, database: .file(path.appendingPathComponent(example.file)))

                    try expect(
                        try world.launchRefused(), equals: ExpenseMessage.cannotUse(example.file, example.reason),
                        "the message")
                    try expect(try folder.fileNames(), equals: [], "the files in the folder")
                }
            },
            Spec(
                .expenses, "launch_refusesAsInUseAndKeepsTheFileOnAnotherProgramsWriteTransactionOpen",
                given:
                    "an expense database with one entry in which another program has a write transaction open (an entry inserted, not committed) for longer than the app waits: in WAL mode (where readers do not wait for a writer), and with a rollback journal",
                when: "the app starts on it",
                then:
                    "it shows `<file name> is in use by another program. Nothing was changed.` at once (not at the first Save) and adds no file beside it; once the other program rolls back, the file's bytes are as before and the app opens with the entry"
            ) { adapters in
                try await expectEveryRow(of: ["wal", "delete"], "journal modes") { mode in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let (url, world, _) = try databaseWithOneEntry(adapters, in: folder.url)
                    let holder = try SQLiteDatabase(.file(url))
                    _ = try holder.query("PRAGMA journal_mode = \(mode)")
                    // Read before the transaction: reading the file in this process would let go of the holder's
                    // locks on it (POSIX locks belong to the process, and closing any descriptor drops them).
                    let bytes = try Data(contentsOf: url)
                    try holder.execute("BEGIN IMMEDIATE")
                    try holder.execute(
                        "INSERT INTO expenses (id, title, amount_cents, date, comment) "
                            + "VALUES ('0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Tea', 300, 768000000.5, '')")
                    let files = try folder.fileNames()

                    let message = try SQLiteDatabase.$busyTimeout.withValue(.milliseconds(5)) {
                        try world.launchRefused()
                    }
                    let filesAfter = try folder.fileNames()
                    try holder.execute("ROLLBACK")
                    holder.close()

                    try expect(message, equals: ExpenseMessage.inUse("expenses.sqlite"), "the message in \(mode) mode")
                    try expect(filesAfter, equals: files, "the files in the folder in \(mode) mode")
                    try expect(try Data(contentsOf: url), equals: bytes, "the bytes of the file in \(mode) mode")
                    try expect(
                        try world.launch().titles(in: "Today"), equals: ["Lunch"], "Today once the transaction is gone")
                }
            },
            Spec(
                .expenses, "launch_refusesAndLeavesNoFileBesideOnDatabaseInWALModeThatIsNotAnExpenseDatabase",
                given: "a SQLite file in WAL mode that holds a table `notes`, and that no program has open",
                when: "the app starts on it",
                then:
                    "it shows `notes.sqlite is not an expense database. Nothing was changed.`; the file's bytes are unchanged, and no -wal or -shm file is left beside it"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let url = folder.file("notes.sqlite")
                let database = try SQLiteDatabase(.file(url))
                _ = try database.query("PRAGMA journal_mode = wal")
                try database.execute("CREATE TABLE notes (body TEXT)")
                database.close()
                let bytes = try Data(contentsOf: url)
                let world = try ExpenseWorld(adapters, database: .file(url))

                try expect(
                    try world.launchRefused(), equals: ExpenseMessage.notAnExpenseDatabase("notes.sqlite"),
                    "the message")
                try expect(try Data(contentsOf: url), equals: bytes, "the bytes of the file")
                try expect(try folder.fileNames(), equals: ["notes.sqlite"], "the files in the folder")
            },
            Spec(
                .expenses, "launch_refusesAndLeavesFileUnchangedOnEachCheckOfAnExpenseDatabase",
                given:
                    "SQLite files that each fail exactly one check of Decisions.md: another table before or after expenses (also one whose name starts with `sqlite` but not `sqlite_`), the table named `Expenses`, a view named `expenses` in its place, or a trigger; a column of another type (also `ınteger`, with a dotless ı), name or place (two columns swapped), an extra or a missing column; a row whose id is a blob or NULL, not shaped as a UUID (no dashes, with 36 or 32 digits; dashes out of place; or a dash for a digit), not hex or another row's id in any letter case, whose title or comment is a blob or NULL, whose date is text or NULL, whose amount is real, NULL, 0, negative or one cent over the maximum, whose seq is NULL, text, another row's, or the largest integer",
                when: "the app starts on each",
                then:
                    "it shows `<file name> is not an expense database. Nothing was changed.`, and the file's bytes are unchanged"
            ) { adapters in
                // The valid row's id is its own: a row under test that shared it would also fail the check of an id
                // used twice, and a file refused for that would hide a dropped check of its own.
                let valid = "'7B1E2D3C-4A5F-4B6C-8D7E-9F0A1B2C3D4E', 'Lunch', 1230, 768000000.5, 'note'"
                let nullable = documentedTable.replacingOccurrences(of: " NOT NULL", with: "")
                let table: [(name: String, create: [String], row: String?)] = [
                    ("other table first.sqlite", ["CREATE TABLE notes (body TEXT)", documentedTable], nil),
                    ("other table after.sqlite", [documentedTable, "CREATE TABLE notes (body TEXT)"], nil),
                    // Only `sqlite_` itself marks SQLite's own tables: a name that merely starts alike is another table.
                    (
                        "other table named like SQLite's.sqlite",
                        [documentedTable, "CREATE TABLE sqlitenotes (body TEXT)"],
                        nil
                    ),
                    // SQLite reads `Expenses` as `expenses`, but no tracker wrote it: the name is compared as it is.
                    (
                        "table named in another case.sqlite",
                        [documentedTable.replacingOccurrences(of: "TABLE expenses", with: "TABLE Expenses")], nil
                    ),
                    // A view reads like a table but takes no insert: SQLite says so as an error of its own kind.
                    ("view named expenses.sqlite", ["CREATE VIEW expenses AS SELECT 1 AS seq"], nil),
                    // Every save would delete the entries saved before it.
                    (
                        "trigger.sqlite",
                        [
                            documentedTable,
                            "CREATE TRIGGER wipe AFTER INSERT ON expenses BEGIN DELETE FROM expenses WHERE seq < new.seq; END",
                        ], nil
                    ),
                    (
                        "date as text column.sqlite",
                        [documentedTable.replacingOccurrences(of: "date REAL", with: "date TEXT")], nil
                    ),
                    (
                        "amount as real column.sqlite",
                        [documentedTable.replacingOccurrences(of: "amount_cents INTEGER", with: "amount_cents REAL")],
                        nil
                    ),
                    // A type that Swift's uppercased() turns into INTEGER: types are compared as they are spelt.
                    (
                        "amount of a type with a dotless i.sqlite",
                        [
                            documentedTable.replacingOccurrences(
                                of: "amount_cents INTEGER", with: "amount_cents ınteger")
                        ],
                        nil
                    ),
                    (
                        "renamed column.sqlite",
                        [documentedTable.replacingOccurrences(of: "comment TEXT", with: "note TEXT")], nil
                    ),
                    // The same six columns in another place: between types (date before amount), and between two texts.
                    (
                        "columns in another order.sqlite",
                        [
                            documentedTable.replacingOccurrences(
                                of: "amount_cents INTEGER NOT NULL, date REAL NOT NULL",
                                with: "date REAL NOT NULL, amount_cents INTEGER NOT NULL")
                        ], nil
                    ),
                    (
                        "title and comment swapped.sqlite",
                        [
                            "CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, comment TEXT NOT NULL, "
                                + "amount_cents INTEGER NOT NULL, date REAL NOT NULL, title TEXT NOT NULL)"
                        ], nil
                    ),
                    (
                        "extra column.sqlite",
                        [documentedTable.replacingOccurrences(of: "NOT NULL)", with: "NOT NULL, category TEXT)")], nil
                    ),
                    (
                        "missing column.sqlite",
                        [documentedTable.replacingOccurrences(of: ", comment TEXT NOT NULL", with: "")], nil
                    ),
                    (
                        "blob id.sqlite", [documentedTable],
                        "CAST('0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E' AS BLOB), 'Lunch', 1230, 768000000.5, 'note'"
                    ),
                    // Without NOT NULL (constraints are not compared), a NULL fails the type check alone.
                    ("null id.sqlite", [nullable], "NULL, 'Lunch', 1230, 768000000.5, 'note'"),
                    (
                        "null title.sqlite", [nullable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', NULL, 1230, 768000000.5, 'note'"
                    ),
                    (
                        "null amount.sqlite", [nullable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', NULL, 768000000.5, 'note'"
                    ),
                    (
                        "null date.sqlite", [nullable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', 1230, NULL, 'note'"
                    ),
                    (
                        "null comment.sqlite", [nullable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', 1230, 768000000.5, NULL"
                    ),
                    (
                        "id without dashes.sqlite", [documentedTable],
                        "'0A4C3E1D2B6F4D8A9C7E1F3B5D7A9C2E0000', 'Lunch', 1230, 768000000.5, 'note'"
                    ),
                    // The 32 digits of a UUID with no dash, and with its four dashes out of place: only the shape tells.
                    (
                        "id of 32 digits without dashes.sqlite", [documentedTable],
                        "'0A4C3E1D2B6F4D8A9C7E1F3B5D7A9C2E', 'Lunch', 1230, 768000000.5, 'note'"
                    ),
                    (
                        "id with dashes out of place.sqlite", [documentedTable],
                        "'0A4C3E1D2-B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', 1230, 768000000.5, 'note'"
                    ),
                    // 36 characters with dashes at the four places and hex digits elsewhere, but a dash for a digit.
                    (
                        "id with a dash for a digit.sqlite", [documentedTable],
                        "'0A4C3E1--2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', 1230, 768000000.5, 'note'"
                    ),
                    // The valid row's id again: deleting either entry would delete both.
                    (
                        "id of another row.sqlite", [documentedTable],
                        "'7B1E2D3C-4A5F-4B6C-8D7E-9F0A1B2C3D4E', 'Dinner', 2500, 768003600.5, 'copy'"
                    ),
                    (
                        "id of another row in lower case.sqlite", [documentedTable],
                        "'7b1e2d3c-4a5f-4b6c-8d7e-9f0a1b2c3d4e', 'Dinner', 2500, 768003600.5, 'copy'"
                    ),
                    (
                        "id not hex.sqlite", [documentedTable],
                        "'ZA4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', 1230, 768000000.5, 'note'"
                    ),
                    (
                        "blob title.sqlite", [documentedTable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', CAST('Lunch' AS BLOB), 1230, 768000000.5, 'note'"
                    ),
                    (
                        "blob comment.sqlite", [documentedTable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', 1230, 768000000.5, CAST('note' AS BLOB)"
                    ),
                    (
                        "text date.sqlite", [documentedTable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', 1230, 'yesterday', 'note'"
                    ),
                    (
                        "real amount.sqlite", [documentedTable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', 1230.5, 768000000.5, 'note'"
                    ),
                    (
                        "zero amount.sqlite", [documentedTable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', 0, 768000000.5, 'note'"
                    ),
                    (
                        "negative amount.sqlite", [documentedTable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', -1230, 768000000.5, 'note'"
                    ),
                    (
                        "over the maximum.sqlite", [documentedTable],
                        "'0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E', 'Lunch', 100000000001, 768000000.5, 'note'"
                    ),
                    // Where `seq` is not the primary key, SQLite lets it be anything: the order of ties would be lost.
                    ("null seq.sqlite", [keylessTable, insertWithSeq("NULL")], nil),
                    ("text seq.sqlite", [keylessTable, insertWithSeq("'first'")], nil),
                    (
                        "seq of another row.sqlite",
                        [keylessTable, insertWithSeq("1"), insertWithSeq("1", otherID: true)],
                        nil
                    ),
                    // No entry could be added after it.
                    (
                        "seq at the largest integer.sqlite", [documentedTable, insertWithSeq("9223372036854775807")],
                        nil
                    ),
                ]
                try await expectEveryRow(of: table, "files that fail one check") { example in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let url = folder.file(example.name)
                    let database = try SQLiteDatabase(.file(url))
                    for statement in example.create { try database.execute(statement) }
                    // A valid row first, so only the row under test is wrong.
                    if let row = example.row {
                        try database.execute(
                            "INSERT INTO expenses (id, title, amount_cents, date, comment) VALUES (\(valid))")
                        try database.execute(
                            "INSERT INTO expenses (id, title, amount_cents, date, comment) VALUES (\(row))")
                    }
                    database.close()
                    let bytes = try Data(contentsOf: url)
                    let world = try ExpenseWorld(adapters, database: .file(url))

                    try expect(
                        try world.launchRefused(), equals: ExpenseMessage.notAnExpenseDatabase(example.name),
                        "the message on \(example.name)")
                    try expect(try Data(contentsOf: url), equals: bytes, "the bytes of \(example.name)")
                }
            },
            Spec(
                .expenses, "launch_opensFileOnRowsAtTheEdgesOfAnExpense",
                given:
                    "a file in the documented format, with an index on date that another program added, whose rows hold the smallest and the largest amount (1 and 100000000000 cents), ids in upper and lower case, an empty comment, a title with white space around it, a date before 2001 and one with a fraction",
                when: "the app starts on it, and the user opens This Month and Today",
                then:
                    "it opens and lists each row as an expense: 0.01, 1000000000.00 and 1.00, with its date, its title as stored and its comment"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let url = folder.file("edges.sqlite")
                let database = try SQLiteDatabase(.file(url))
                try database.execute(documentedTable)
                // Only tables and triggers are checked (Decisions.md): an index changes no save and no delete.
                try database.execute("CREATE INDEX expenses_by_date ON expenses (date)")
                let world = try ExpenseWorld(
                    adapters, now: LocalTime(2000, 12, 31, 23, 59, 59.75), database: .file(url))
                let lastHalfSecond = try world.date(LocalTime(2000, 12, 31, 23, 59, 59.5))
                let rows: [(id: String, title: String, cents: Int64, date: Date, comment: String)] = [
                    ("0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E", "Smallest", 1, lastHalfSecond, ""),
                    (
                        "9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f", "Largest", 100_000_000_000, lastHalfSecond - 60,
                        "lower-case id"
                    ),
                    // Another program's title: the app trims what the user types, never what a file holds.
                    ("7B1E2D3C-4A5F-4B6C-8D7E-9F0A1B2C3D4E", " Padded\t", 100, lastHalfSecond - 120, "title as stored"),
                ]
                for row in rows {
                    try database.execute(
                        "INSERT INTO expenses (id, title, amount_cents, date, comment) VALUES (?, ?, ?, ?, ?)",
                        [
                            .text(row.id), .text(row.title), .integer(row.cents),
                            .real(row.date.timeIntervalSinceReferenceDate), .text(row.comment),
                        ])
                }
                database.close()

                let app = try world.launch()

                let expected = [
                    row("2000-12-31 23:59", "Smallest", "0.01"),
                    row("2000-12-31 23:58", "Largest", "1000000000.00", "lower-case id"),
                    row("2000-12-31 23:57", " Padded\t", "1.00", "title as stored"),
                ]
                for title in ["This Month", "Today"] {
                    let report = try app.report(title)
                    try expect(report.rows, equals: expected, "\(title)'s rows")
                    try expect(report.totalLine, equals: "Total 1000000001.01", "\(title)'s total")
                }
            },
            Spec(
                .expenses, "addExpense_keepsTheOrderAddedOnFileWhoseSeqIsNotItsKey",
                given:
                    "an expense database written by another program, with two entries at 12:00 today written in this order: Lunch with seq 7, then Breakfast with seq 3; one where `seq` is a plain INTEGER column (not the primary key), and one where the table is WITHOUT ROWID",
                when: "the user adds Tea, then Cake, both at 12:00 today, and the app is opened again",
                then:
                    "Today and This Month list Breakfast, Lunch, Tea, Cake: entries with the same date in the order they were added, which is their seq's, not the order the rows were written in (a new entry takes a seq after all others, whatever the table's constraints)"
            ) { adapters in
                let tables = [
                    ("plain seq.sqlite", keylessTable),
                    (
                        "without rowid.sqlite",
                        documentedTable.replacingOccurrences(of: "NOT NULL)", with: "NOT NULL) WITHOUT ROWID")
                    ),
                ]
                try await expectEveryRow(of: tables, "tables") { name, table in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let url = folder.file(name)
                    let world = try ExpenseWorld(adapters, now: LocalTime(2025, 5, 14, 15, 0), database: .file(url))
                    let noon = try world.date(LocalTime(2025, 5, 14, 12, 0))
                    try writeExpenses(
                        [
                            (7, "0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E", "Lunch", 1230, noon, ""),
                            (3, "9F8E7D6C-5B4A-4C3D-8E2F-1A0B9C8D7E6F", "Breakfast", 450, noon, ""),
                        ], to: url, table: table)
                    let app = try world.launch()

                    try app.addExpense("Tea", amount: "3", at: noon)
                    try app.addExpense("Cake", amount: "4", at: noon)
                    let added = ["Breakfast", "Lunch", "Tea", "Cake"]
                    for report in ["Today", "This Month"] {
                        try expect(try app.titles(in: report), equals: added, "\(report) on \(name)")
                    }
                    try app.relaunch()

                    for report in ["Today", "This Month"] {
                        try expect(try app.titles(in: report), equals: added, "\(report) on \(name) opened again")
                    }
                }
            },
            Spec(
                .expenses, "launch_refusesAndLeavesFileUnchangedOnFileLockedByAnotherProgram",
                given:
                    "an expense database with one entry that another program holds with an exclusive lock, longer than the app waits",
                when: "the app starts on it",
                then:
                    "it shows `<file name> is in use by another program. Nothing was changed.`; once the lock is gone it opens with the entry"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let (url, world, bytes) = try databaseWithOneEntry(adapters, in: folder.url)
                let holder = try SQLiteDatabase(.file(url))
                try holder.execute("BEGIN EXCLUSIVE")

                let message = try SQLiteDatabase.$busyTimeout.withValue(.milliseconds(5)) { try world.launchRefused() }
                try holder.execute("COMMIT")
                holder.close()

                try expect(message, equals: ExpenseMessage.inUse("expenses.sqlite"), "the message")
                try expect(try Data(contentsOf: url), equals: bytes, "the bytes of the file")
                try expect(try world.launch().titles(in: "Today"), equals: ["Lunch"], "Today once the lock is gone")
            },
        ]
    }

    /// The documented table with `seq` a plain column: SQLite then neither fills it nor keeps it unique.
    private static let keylessTable = documentedTable.replacingOccurrences(
        of: "seq INTEGER PRIMARY KEY", with: "seq INTEGER")

    /// A valid row whose `seq` is `seq` (SQL), at 768000000.5 (12:00 of a day in 2025, UTC).
    private static func insertWithSeq(_ seq: String, otherID: Bool = false) -> String {
        let id = otherID ? "9F8E7D6C-5B4A-4C3D-8E2F-1A0B9C8D7E6F" : "0A4C3E1D-2B6F-4D8A-9C7E-1F3B5D7A9C2E"
        return "INSERT INTO expenses (seq, id, title, amount_cents, date, comment) "
            + "VALUES (\(seq), '\(id)', 'Lunch', 1230, 768000000.5, 'note')"
    }

    /// A file name of 247 bytes, the longest the app takes: with SQLite's `-journal` after it, the 255 bytes a
    /// file system allows (Decisions.md).
    static let longestFileName = String(repeating: "e", count: 240) + ".sqlite"

    /// The table of the documented file format (Decisions.md, "File format").
    static let documentedTable =
        "CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, "
        + "amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL)"

    /// An expense database with one entry, written as `expenses.sqlite` in `folder`: the file, the world
    /// that starts the app on it, and the file's bytes.
    @MainActor
    private static func databaseWithOneEntry(_ adapters: Adapters, in folder: URL) throws -> (
        url: URL, world: ExpenseWorld, bytes: Data
    ) {
        let url = folder.appendingPathComponent("expenses.sqlite")
        let world = try ExpenseWorld(adapters, database: .file(url))
        let app = try world.launch()
        try app.addExpense("Lunch", amount: "1", at: world.clock.now)
        try app.relaunch()
        return (url, world, try Data(contentsOf: url))
    }
}
