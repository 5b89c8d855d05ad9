import Foundation
import SQLiteDatabase

extension ExpenseTrackerSpecs {
    /// A database the app cannot use is refused at launch with its real reason (Decisions.md, "The database").
    static let launchRefusals: [Spec] = [
        Spec(
            .expenses, "launch_refusesAndCreatesNothingOnFileInFolderThatDoesNotExist",
            given: "a path `missing/dir/expenses.sqlite` whose folders do not exist",
            when: "the app starts on it",
            then:
                "it shows `expenses.sqlite cannot be created: there is no folder dir. Nothing was changed.`, and no folder is created"
        ) { subject in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let world = try ExpenseWorld(
                subject, database: .file(folder.file("missing/dir/expenses.sqlite")))

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
        ) { subject in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try ReadOnly.mark(folder.url)
            defer { ReadOnly.unmark(folder.url) }
            let world = try ExpenseWorld(subject, database: .file(folder.file("expenses.sqlite")))

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
        ) { subject in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let url = folder.file("expenses.sqlite")
            let world = try ExpenseWorld(subject, database: .file(url))
            let bytes = try databaseWithOneEntry(world, at: url)
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
        ) { subject in
            let table: [(what: String, before: Data?)] = [("no file", nil), ("an empty file", Data())]
            try await expectEveryRow(of: table, "a full disk") { example in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let url = folder.file("expenses.sqlite")
                if let bytes = example.before { try bytes.write(to: url) }
                SQLiteFaults.failNext(.create, on: url, with: .diskFull)
                defer { SQLiteFaults.clear(url) }
                let world = try ExpenseWorld(subject, database: .file(url))

                try expect(
                    try world.launchRefused(), equals: ExpenseMessage.cannotUse("expenses.sqlite", "the disk is full"),
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
        ) { subject in
            let parent = try TemporaryFolder()
            defer { parent.remove() }
            let folder = parent.file("shared")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("expenses.sqlite")
            let world = try ExpenseWorld(subject, database: .file(url))
            let bytes = try databaseWithOneEntry(world, at: url)
            try ReadOnly.mark(folder)
            defer { ReadOnly.unmark(folder) }

            try expect(
                try world.launchRefused(),
                equals: ExpenseMessage.cannotUse("expenses.sqlite", "the folder shared is read-only"), "the message")
            try expect(try Data(contentsOf: url), equals: bytes, "the bytes of the file")
            try expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path), equals: ["expenses.sqlite"],
                "the files in the folder")
        },
        Spec(
            .expenses, "launch_refusesWithTheReasonAndLeavesTheLinksOnLoopOfSymbolicLinks",
            given: "a path `loop.sqlite` that is a symbolic link to `other.sqlite`, which links back to `loop.sqlite`",
            when: "the app starts on it",
            then:
                "it shows `loop.sqlite cannot be used: its path is a loop of symbolic links. Nothing was changed.`, and both links are as they were"
        ) { subject in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try FileManager.default.createSymbolicLink(
                atPath: folder.file("loop.sqlite").path, withDestinationPath: "other.sqlite")
            try FileManager.default.createSymbolicLink(
                atPath: folder.file("other.sqlite").path, withDestinationPath: "loop.sqlite")
            let world = try ExpenseWorld(subject, database: .file(folder.file("loop.sqlite")))

            try expect(
                try world.launchRefused(),
                equals: ExpenseMessage.cannotUse("loop.sqlite", "its path is a loop of symbolic links"), "the message")
            try expect(
                try ["loop.sqlite", "other.sqlite"].map {
                    try FileManager.default.destinationOfSymbolicLink(atPath: folder.file($0).path)
                }, equals: ["other.sqlite", "loop.sqlite"], "where the two links point")
            try expect(try folder.fileNames(), equals: ["loop.sqlite", "other.sqlite"], "the files in the folder")
        },
        Spec(
            .expenses, "launch_refusesWithTheReasonAndCreatesNothingOnFileNameTooLong",
            given: "a path whose file name is 300 characters long (a file system allows 255)",
            when: "the app starts on it",
            then:
                "it shows `<file name> cannot be used: its name is too long. Nothing was changed.`, and the folder stays empty"
        ) { subject in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let name = String(repeating: "e", count: 293) + ".sqlite"
            let world = try ExpenseWorld(subject, database: .file(folder.file(name)))

            try expect(
                try world.launchRefused(), equals: ExpenseMessage.cannotUse(name, "its name is too long"),
                "the message")
            try expect(try folder.fileNames(), equals: [], "the files in the folder")
        },
    ]

    /// Writes an expense database with one entry at `url`, the file of `world`, and returns its bytes.
    @MainActor
    private static func databaseWithOneEntry(_ world: ExpenseWorld, at url: URL) throws -> Data {
        let app = try world.launch()
        try app.addExpense("Lunch", amount: "1", at: world.clock.now)
        try app.relaunch()
        return try Data(contentsOf: url)
    }
}
