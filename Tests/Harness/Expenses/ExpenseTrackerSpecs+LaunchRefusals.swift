import Foundation

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
            let app = try world.launch()
            try app.addExpense("Lunch", amount: "1", at: world.clock.now)
            try app.relaunch()
            let bytes = try Data(contentsOf: url)
            try ReadOnly.mark(url)
            defer { ReadOnly.unmark(url) }

            try expect(try world.launchRefused(), equals: ExpenseMessage.readOnly("expenses.sqlite"), "the message")
            try expect(try Data(contentsOf: url), equals: bytes, "the bytes of the file")
        },
    ]
}
