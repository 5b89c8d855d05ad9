import Foundation
import KataTool
import SQLiteDatabase
import Specs
import Synchronization
import Testing

/// `kata play expenses --database`: every file it cannot use is refused with its real reason, a file
/// another program holds is "in use", and a save that fails loses nothing a user can get back to.
@MainActor
@Suite("kata play, databases", .shortLockWait, .standInApps)
struct PlayDatabaseTests {
    @Test(
        "a database it cannot use is refused with its reason, exit 1",
        arguments: [
            ("missing/dir/x.sqlite", "x.sqlite cannot be created: there is no folder dir. Nothing was changed."),
            ("locked/x.sqlite", "x.sqlite cannot be created: the folder locked is read-only. Nothing was changed."),
            (
                "readonly.sqlite",
                "readonly.sqlite is read-only: no expense could be saved in it. Nothing was changed."
            ),
            ("notes.txt", "notes.txt is not an expense database. Nothing was changed."),
        ], ["starter", "refactored"])
    func playExpenses_refusesDatabaseWithItsReason(refusal: (path: String, message: String), implementation: String)
        async throws
    {
        let (path, message) = refusal
        let folder = try makeFolder()
        defer { remove(folder) }
        let (terminal, output) = scriptedTerminal(input: [])

        let code = await KataCommandLine.run(
            ["play", "expenses", "-i", implementation, "--database", folder.appendingPathComponent(path).path],
            terminal: terminal)

        #expect(code == .failure)
        #expect(output.standardError == message)
        #expect(try Data(contentsOf: folder.appendingPathComponent("notes.txt")) == Data("my notes".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
    }

    @Test(
        "a database another connection holds a write lock on is in use, exit 1",
        arguments: ["starter", "refactored"])
    func playExpenses_refusesDatabaseInUseByAnotherConnection(implementation: String) async throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        let file = folder.appendingPathComponent("shared.sqlite")
        let other = try SQLiteDatabase(.file(file))
        try other.execute("CREATE TABLE expenses (seq INTEGER PRIMARY KEY)")
        try other.execute("BEGIN EXCLUSIVE")
        defer { try? other.execute("ROLLBACK") }
        let (terminal, output) = scriptedTerminal(input: [])

        let code = await KataCommandLine.run(
            ["play", "expenses", "-i", implementation, "--database", file.path], terminal: terminal)

        #expect(code == .failure)
        #expect(output.standardError == "shared.sqlite is in use by another program. Nothing was changed.")
    }

    // Whether the message comes as an alert (the untouched Starter) or on the kept form (EXP-2) is the
    // app's to decide; `ok` on an alert is tested on a double (PlayAlertTests), never on the live Starter.
    @Test(
        "a save that fails while another connection holds the file: the user is told, and nothing is stored",
        arguments: ["starter", "refactored"])
    func playExpenses_saysCouldNotSaveAndStoresNothingOnFailedSave(implementation: String) async throws {
        let output = try await playSavingWhileLocked(
            implementation: implementation, then: ["ok", "cancel", "open today"])

        #expect(output.contains("! Could not save the expense. Please try again."))
        #expect(output.hasSuffix("\n\nToday\n\(ExpenseMessage.emptyReport)\nTotal 0.00"))
    }

    @Test("a save that fails while another connection holds the file: the Refactored keeps the form")
    func playExpenses_keepsRefactoredFormOnFailedSave() async throws {
        let output = try await playSavingWhileLocked(
            implementation: "refactored", then: ["ok", "save", "open today"])

        #expect(
            output.contains(
                "Title: [Lunch]\nAmount: [12.50]\nDate: 2025-05-14 10:00\nComment: []\n"
                    + "! Could not save the expense. Please try again."))
        #expect(output.contains("> ok\nNo alert is shown."))
        #expect(output.hasSuffix("2025-05-14 10:00  Lunch  12.50\nTotal 12.50"))
    }

    @Test(
        "a restart the database refuses ends the session with the reason, exit 1",
        arguments: ["starter", "refactored"])
    func playExpenses_endsSessionOnRestartRefused(implementation: String) async throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        let file = folder.appendingPathComponent("expenses.sqlite")
        let (terminal, output) = scriptedTerminal(input: [
            "add", "title Lunch", "amount 1", "save", "restart", "open Today",
        ]) { line in
            guard line == 5 else { return }
            try? FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        }

        let code = await KataCommandLine.run(
            ["play", "expenses", "-i", implementation, "--database", file.path], terminal: terminal)

        #expect(code == .failure)
        #expect(
            output.standardError
                == "expenses.sqlite is read-only: no expense could be saved in it. Nothing was changed.")
        #expect(output.standardOutput.hasSuffix("> restart"))
    }

    @Test(
        "a restart without --database says the entries were in memory, with a command that plays on a file",
        arguments: ["starter", "refactored"])
    func playExpenses_saysEntriesWereInMemoryOnRestartWithoutDatabase(implementation: String) async throws {
        let input = ["add", "title Lunch", "amount 1", "save", "restart", "open Today"]
        let (terminal, output) = scriptedTerminal(input: input)

        let code = await KataCommandLine.run(
            ["play", "expenses", "-i", implementation, "--time-zone", "UTC", "--now", "2025-05-14T10:00:00Z"],
            terminal: terminal)

        #expect(code == .success)
        let lines = output.standardOutput.split(separator: "\n")
        let note = try #require(lines.firstIndex { $0.hasPrefix("Without --database") })
        #expect(lines[note + 1].hasSuffix("To see what a restart keeps, play on a file:"))
        #expect(lines[note...].prefix(3).allSatisfy { $0.count <= 80 })
        #expect(output.standardOutput.hasSuffix("\n\nToday\n\(ExpenseMessage.emptyReport)\nTotal 0.00"))
        // The command runs as printed (on a file of its own) and keeps the entry across a restart.
        let command = lines[note + 2].drop { $0 == " " }
        var arguments = command.split(separator: " ").map(String.init)
        #expect(Array(arguments.prefix(3)) == ["swift", "run", "kata"])
        let folder = try TemporaryFolder(prefix: "play").url
        defer { try? FileManager.default.removeItem(at: folder) }
        arguments[arguments.count - 1] = folder.appendingPathComponent(arguments[arguments.count - 1]).path
        let (onFile, kept) = scriptedTerminal(input: input)

        let onFileCode = await KataCommandLine.run(Array(arguments.dropFirst(3)), terminal: onFile)

        #expect(onFileCode == .success)
        #expect(!kept.standardOutput.contains("Without --database"))
        #expect(kept.standardOutput.hasSuffix("Lunch  1.00\nTotal 1.00"))
        #expect(kept.standardOutput.contains(implementation == "starter" ? "Starter" : "Refactored"))
    }

    // MARK: - Helpers

    /// Plays on a file: adds an expense, saves it (the 4th line) while another connection holds an
    /// exclusive lock, then, with the lock released, types `then`.
    private func playSavingWhileLocked(implementation: String, then: [String]) async throws -> String {
        let folder = try makeFolder()
        defer { remove(folder) }
        let file = folder.appendingPathComponent("shared.sqlite")
        let lock = ExclusiveLock(file: file)
        let (terminal, output) = scriptedTerminal(input: ["add", "title Lunch", "amount 12.50", "save"] + then) {
            line in
            if line == 4 { lock.take() } else { lock.release() }
        }

        let code = await KataCommandLine.run(
            [
                "play", "expenses", "-i", implementation, "--database", file.path, "--time-zone", "UTC", "--now",
                "2025-05-14T10:00:00Z",
            ],
            terminal: terminal)

        #expect(code == .success)
        #expect(output.standardError.isEmpty)
        return output.standardOutput
    }

    /// A folder with `notes.txt` (not a database), `readonly.sqlite` (an expense database without write
    /// permission) and `locked/` (a folder without write permission).
    private func makeFolder() throws -> URL {
        let folder = try TemporaryFolder(prefix: "play").url
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("locked"), withIntermediateDirectories: true)
        try Data("my notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let readOnly = folder.appendingPathComponent("readonly.sqlite")
        try SQLiteDatabase(.file(readOnly)).execute(
            """
            CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, \
            amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL)
            """)
        for item in [readOnly, folder.appendingPathComponent("locked")] {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: item.path)
        }
        return folder
    }

    private func remove(_ folder: URL) {
        try? FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("locked").path)
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Another program's connection to a database file, holding an exclusive lock while taken.
private final class ExclusiveLock: Sendable {
    private let connection: Mutex<SQLiteDatabase?>
    private let file: URL

    init(file: URL) {
        self.file = file
        connection = Mutex(nil)
    }

    func take() {
        connection.withLock { connection in
            let database = try? SQLiteDatabase(.file(file))
            try? database?.execute("BEGIN EXCLUSIVE")
            connection = database
        }
    }

    func release() {
        connection.withLock { connection in
            try? connection?.execute("ROLLBACK")
            connection = nil
        }
    }
}
