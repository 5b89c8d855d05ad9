import ExpensesDomain
import ExpensesStorage
import Foundation
import SQLiteDatabase
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
final class ExpenseStorageTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "expense-storage-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func openStore_deliversInMemoryStoreOnNoFile() throws {
        let store = try ExpenseStorage.openStore(at: nil)

        #expect(store is InMemoryExpenseStore)
    }

    @Test func openStore_keepsExpensesAcrossOpeningsOnSameFile() throws {
        let file = folder.appendingPathComponent("expenses.sqlite")
        let expense = makeExpense(title: "kept", at: 42.25)
        try ExpenseStorage.openStore(at: file).save(expense)

        let reopened = try ExpenseStorage.openStore(at: file)

        #expect(try reopened.expenses(in: .everything) == [expense])
    }

    @Test(arguments: [
        "CREATE TABLE notes (body TEXT)",
        "CREATE TABLE expenses (id INTEGER PRIMARY KEY, name TEXT, price REAL)",
        """
        CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, \
        amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL); CREATE TABLE notes (body TEXT)
        """,
        """
        CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, \
        amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL); \
        INSERT INTO expenses (id, title, amount_cents, date, comment) VALUES ('not a uuid', 'x', 1, 0.5, '')
        """,
        """
        CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, \
        amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL); \
        INSERT INTO expenses (id, title, amount_cents, date, comment) \
        VALUES ('0F6C2D43-8C5B-4E43-9D2B-0D1F3E4A5B6C', 'x', 100000000001, 0.5, '')
        """,
    ])
    func openStore_refusesWithoutChangingTheFileOnOtherDatabases(schema: String) throws {
        let file = folder.appendingPathComponent("other.sqlite")
        let database = try SQLiteDatabase(.file(file))
        for statement in schema.split(separator: ";") {
            try database.execute(String(statement))
        }
        database.close()
        let bytes = try Data(contentsOf: file)

        #expect(throws: ExpenseStorageError.notAnExpenseDatabase(fileName: "other.sqlite")) {
            try ExpenseStorage.openStore(at: file)
        }
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test(arguments: [(SQLiteFaults.Fault.diskFull, true), (.ioError, false)])
    func save_throwsDiskFullOnlyOnAFullDisk(fault: SQLiteFaults.Fault, isDiskFull: Bool) throws {
        let file = folder.appendingPathComponent("expenses-\(isDiskFull).sqlite")
        let store = try ExpenseStorage.openStore(at: file)
        SQLiteFaults.failNext(.insert, on: file, with: fault)
        defer { SQLiteFaults.clear(file) }

        #expect {
            try store.save(makeExpense(title: "lost", at: 1))
        } throws: { error in
            (error as? ExpenseStoreError == .diskFull) == isDiskFull
        }
        #expect(try store.expenses(in: .everything) == [])
    }

    @Test func openStore_refusesWithoutChangingTheFileOnText() throws {
        let file = folder.appendingPathComponent("notes.txt")
        let bytes = Data("not a database".utf8)
        try bytes.write(to: file)

        #expect(throws: ExpenseStorageError.notAnExpenseDatabase(fileName: "notes.txt")) {
            try ExpenseStorage.openStore(at: file)
        }
        #expect(try Data(contentsOf: file) == bytes)
    }
}
