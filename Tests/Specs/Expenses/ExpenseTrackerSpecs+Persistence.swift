import Foundation
import SQLiteDatabase

extension ExpenseTrackerSpecs {
    static var persistence: [Spec] {
        [
            Spec(
                .expenses, "launch_startsWithThreeSampleEntriesOnEmptyDatabaseWithSampleData",
                given: "a new database and the clock at 2025-05-14 15:30",
                when: "the app starts with sample data and the user opens Today",
                then:
                    "Today lists Coffee 3.50 (Oat milk) at 15:30, Lunch 12.30 (with Bob) at 14:30 and Train ticket 27.90 at 13:30"
            ) { adapters in
                let app = try ExpenseWorld(adapters, sampleData: true).launch()

                let today = try app.report("Today")

                try expect(
                    today.rows,
                    equals: [
                        row("2025-05-14 15:30", "Coffee", "3.50", "Oat milk"),
                        row("2025-05-14 14:30", "Lunch", "12.30", "with Bob"),
                        row("2025-05-14 13:30", "Train ticket", "27.90"),
                    ], "Today's rows")
                try expect(today.totalLine, equals: "Total 43.70", "Today's total")
            },
            Spec(
                .expenses, "launch_placesSampleEntriesWholeHoursBackOnAClockAtTheEndOfAMinute",
                given: "a new database and the clock at 2025-05-14 15:30:59.5",
                when: "the app starts with sample data and the user opens Today",
                then: "Coffee shows 15:30, Lunch 14:30 and Train ticket 13:30: exactly one and two hours earlier"
            ) { adapters in
                let world = try ExpenseWorld(adapters, now: LocalTime(2025, 5, 14, 15, 30, 59.5), sampleData: true)
                let app = try world.launch()

                let today = try app.report("Today")

                try expect(
                    today.rows.map(\.date), equals: ["2025-05-14 15:30", "2025-05-14 14:30", "2025-05-14 13:30"],
                    "the samples' times in Today")
            },
            Spec(
                .expenses, "relaunch_addsSampleEntriesOnlyOnceOnSameFileWithSampleData",
                given: "a database file with one entry, and a new database file",
                when: "the app starts with sample data on each, closes, and starts again",
                then: "the file with an entry keeps only that entry; the new file has the three samples, once"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let fresh = try ExpenseWorld(adapters, database: .file(folder.file("new.sqlite")), sampleData: true)
                let used = try ExpenseWorld(adapters, database: .file(folder.file("used.sqlite")))
                try used.launch().addExpense("Rent", amount: "900", at: used.clock.now)
                let usedAgain = try ExpenseWorld(
                    adapters, database: .file(folder.file("used.sqlite")), sampleData: true)

                let freshApp = try fresh.launch()
                try freshApp.relaunch()
                let freshTitles = try freshApp.rows(of: "This Month").map(\.title)
                let usedApp = try usedAgain.launch()
                try usedApp.relaunch()
                let usedTitles = try usedApp.rows(of: "This Month").map(\.title)

                try expect(freshTitles, equals: ["Coffee", "Lunch", "Train ticket"], "This Month on the new file")
                try expect(usedTitles, equals: ["Rent"], "This Month on the used file")
            },
            Spec(
                .expenses, "launch_addsNoSampleEntriesOnFileWhoseOnlyEntryIsOld",
                given: "a database file whose only entry is Rent, a year before the clock",
                when: "the app starts on it with sample data",
                then: "no report lists the samples; Rent is still there a year back"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let file = folder.file("old.sqlite")
                let plain = try ExpenseWorld(adapters, database: .file(file))
                try plain.launch().addExpense("Rent", amount: "900", at: try plain.date(LocalTime(2024, 5, 14, 9)))
                let world = try ExpenseWorld(adapters, database: .file(file), sampleData: true)

                let app = try world.launch()

                try expect(try app.rows(of: "This Month"), equals: [], "This Month with sample data on a used file")
                try world.setClock(to: LocalTime(2024, 5, 14, 18))
                try expect(try app.titles(in: "Today"), equals: ["Rent"], "Today a year back")
            },
            Spec(
                .expenses, "launch_addsTheOtherSamplesOnNewFileThatRefusesTheFirst",
                given: "a new database file whose first save fails as a full disk",
                when: "the app starts on it with sample data",
                then:
                    "it opens, with no message, and Today lists the samples saved after the refused one: Lunch and Train ticket"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let file = folder.file("expenses.sqlite")
                SQLiteFaults.failNext(.insert, on: file, with: .diskFull)
                defer { SQLiteFaults.clear(file) }
                let world = try ExpenseWorld(adapters, database: .file(file), sampleData: true)

                let app = try world.launch()

                try expect(try app.titles(in: "Today"), equals: ["Lunch", "Train ticket"], "Today on the new file")
            },
            Spec(
                .expenses, "relaunch_showsSameEntriesOnSameFile",
                given:
                    "a tracker on a new database file with entries whose titles and comments use any Unicode (NUL, emoji, right-to-left, combining marks)",
                when: "the user closes the app and opens it again on the same file",
                then: "every report shows the same rows, every character kept exactly"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let world = try ExpenseWorld(adapters, database: .file(folder.file("expenses.sqlite")))
                let app = try world.launch()
                let entries: [(title: String, comment: String)] = [
                    ("Caf\u{E9}", "composed \u{E9}"), ("Cafe\u{301}", "decomposed e\u{301}"),
                    ("a\u{0}b", "NUL \u{0} inside"),
                    ("🍕 👩‍👩‍👧 🇯🇵", "emoji 🎉"), ("שלום עולם", "مرحبا بالعالم"), ("\u{200F}mark\u{202E}", "日本語のコメント"),
                    ("tab\tin", "line\nbreak"),
                ]
                for (offset, entry) in entries.enumerated() {
                    try app.addExpense(
                        entry.title, amount: "\(offset + 1).05", at: world.clock.now - Double(offset) * 60,
                        comment: entry.comment)
                }
                let before = try app.reportTitles.map { try app.report($0) }

                try app.relaunch()

                let after = try app.reportTitles.map { try app.report($0) }
                try expect(after.map(\.text), equals: before.map(\.text), "the reports after reopening")
                try expect(
                    after.first?.rows.map { Array($0.title.unicodeScalars) + [" "] + Array($0.comment.unicodeScalars) },
                    equals: entries.map { Array($0.title.unicodeScalars) + [" "] + Array($0.comment.unicodeScalars) },
                    "the exact characters of Today's titles and comments after reopening")
            },
            Spec(
                .expenses, "relaunch_keepsExactDatesAndOrderOnSameFile",
                given:
                    "entries at 23:59:59.25 and 23:59:59.5 (added in that order), at midnight, a tie at midnight, one the day before at 23:59:59.999 and one at the next midnight",
                when: "the user reopens the app on the same file, at 23:59:59.75 and then at the next midnight",
                then:
                    "Today shows 23:59:59.5, 23:59:59.25, then the midnight ties in the order added; then only the next midnight's entry"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let world = try ExpenseWorld(
                    adapters, zone: "America/St_Johns", now: LocalTime(2025, 5, 14, 23, 59, 59.75),
                    database: .file(folder.file("expenses.sqlite")))
                let app = try world.launch()
                try app.addExpense("quarter", amount: "1", at: try world.date(LocalTime(2025, 5, 14, 23, 59, 59.25)))
                try app.addExpense("half", amount: "1", at: try world.date(LocalTime(2025, 5, 14, 23, 59, 59.5)))
                try app.addExpense("midnight", amount: "1", at: try world.date(LocalTime(2025, 5, 14)))
                try app.addExpense(
                    "day before", amount: "1", at: try world.date(LocalTime(2025, 5, 13, 23, 59, 59.999)))
                try app.addExpense("next midnight", amount: "1", at: try world.date(LocalTime(2025, 5, 15)))
                try app.addExpense("midnight tie", amount: "1", at: try world.date(LocalTime(2025, 5, 14)))

                try app.relaunch()

                try expect(
                    try app.titles(in: "Today"), equals: ["half", "quarter", "midnight", "midnight tie"],
                    "Today after reopening")
                try world.setClock(to: LocalTime(2025, 5, 15))
                try app.relaunch()
                try expect(try app.titles(in: "Today"), equals: ["next midnight"], "Today at the next midnight")
            },
            Spec(
                .expenses, "relaunch_startsEmptyOnInMemoryDatabase",
                given: "a tracker started without a database file, with one entry",
                when: "the user closes the app and opens it again",
                then: "the reports are empty: without a file nothing is kept"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                try app.addExpense("Lunch", amount: "1", at: world.clock.now)

                try app.relaunch()

                try expect(try app.rows(of: "Today"), equals: [], "Today after reopening")
            },
            Spec(
                .expenses, "launch_createsDatabaseOnMissingEmptyOrTablelessFile",
                given: "a path with no file, an empty (0-byte) file, or a SQLite database without tables",
                when: "the app starts on it, the user adds an entry and reopens the app",
                then: "it starts empty, and after reopening shows the entry"
            ) { adapters in
                let table: [(name: String, contents: Data?)] = [
                    ("missing.sqlite", nil), ("empty.sqlite", Data()),
                    ("tableless.sqlite", SQLiteFixture.noTables.bytes),
                ]
                try await expectEveryRow(of: table, "new databases") { example in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let url = folder.file(example.name)
                    if let contents = example.contents {
                        try contents.write(to: url)
                    }
                    let world = try ExpenseWorld(adapters, database: .file(url))

                    let app = try world.launch()

                    try expect(try app.rows(of: "This Month"), equals: [], "This Month on \(example.name)")
                    try app.addExpense("Lunch", amount: "1", at: world.clock.now)
                    try app.relaunch()
                    try expect(
                        try app.titles(in: "This Month"), equals: ["Lunch"], "This Month on \(example.name) reopened")
                }
            },
            Spec(
                .expenses, "launch_refusesAndLeavesFileUnchangedOnFileThatIsNotAnExpenseDatabase",
                given:
                    "a text file, random bytes, another app's SQLite database, an expenses table of another shape, the tracker's table next to another one, or a row of the wrong type",
                when: "the app starts on it",
                then:
                    "it shows `<file name> is not an expense database. Nothing was changed.`, and the file's bytes are unchanged"
            ) { adapters in
                let table: [(name: String, contents: Data)] = [
                    ("shopping list.txt", Data("milk\neggs\nSQLite format 3\n".utf8)),
                    ("noise.bin", Data((0..<4096).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 11) })),
                    ("notes.sqlite", SQLiteFixture.otherApp.bytes),
                    ("old expenses.sqlite", SQLiteFixture.expensesOfAnotherShape.bytes),
                    ("shared.sqlite", SQLiteFixture.expensesAndAnotherTable.bytes),
                    ("broken.sqlite", SQLiteFixture.expenseWithTextAmount.bytes),
                ]
                try await expectEveryRow(of: table, "refused files") { example in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let url = folder.file(example.name)
                    try example.contents.write(to: url)
                    let world = try ExpenseWorld(adapters, database: .file(url))

                    try expect(
                        try world.launchRefused(), equals: ExpenseMessage.notAnExpenseDatabase(example.name),
                        "the message on \(example.name)")
                    try expect(try Data(contentsOf: url), equals: example.contents, "the bytes of \(example.name)")
                    try expect(try folder.fileNames(), equals: [example.name], "the files next to \(example.name)")
                }
            },
            Spec(
                .expenses, "launch_refusesAndLeavesEveryFileUnchangedOnWALDatabaseWithBadRowInItsLog",
                given:
                    "an expense database in WAL mode, as a writer that stopped without closing leaves it: the table in the main file, a row with a text amount only in its -wal file",
                when: "the app starts on it",
                then:
                    "it shows `<file name> is not an expense database. Nothing was changed.`; the main file and the -wal file keep their bytes, and the -shm file is still there"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let url = folder.file("left by a writer.sqlite")
                try SQLiteFixture.writeWALDatabaseWithBadRowInItsLog(to: url)
                let wal = URL(fileURLWithPath: url.path + "-wal")
                let shm = URL(fileURLWithPath: url.path + "-shm")
                let (main, log) = (try Data(contentsOf: url), try Data(contentsOf: wal))
                let world = try ExpenseWorld(adapters, database: .file(url))

                try expect(
                    try world.launchRefused(), equals: ExpenseMessage.notAnExpenseDatabase(url.lastPathComponent),
                    "the message")
                try expect(
                    try Data(contentsOf: url) == main, "the main file keeps its bytes", expected: "unchanged",
                    seen: "changed")
                try expect(
                    (try? Data(contentsOf: wal)) == log, "the -wal file keeps its bytes", expected: "unchanged",
                    seen: FileManager.default.fileExists(atPath: wal.path) ? "changed" : "deleted")
                try expect(
                    FileManager.default.fileExists(atPath: shm.path), "the -shm file is still there", expected: "there",
                    seen: "deleted")
            },
        ]
    }
}
