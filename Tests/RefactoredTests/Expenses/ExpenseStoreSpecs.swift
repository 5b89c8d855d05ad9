import ExpensesDomain
import ExpensesStorage
import Foundation
import SwiftTestingVerdict
import Testing

/// The behaviours every `ExpenseStore` has, written once and run against each conformer
/// (as essential-feed's `FeedStoreSpecs`).
@Suite(.unitTestVerdict)
final class ExpenseStoreSpecs {
    /// A folder with a UUID name for this test's database file, removed when the test ends.
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "expense-store-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
    @Test(arguments: StoreKind.allCases)
    func expenses_deliversNothingOnEmptyStore(kind: StoreKind) throws {
        let sut = try makeSUT(kind)

        #expect(try sut.expenses(in: .everything).isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func expenses_deliversSavedExpensesInTheOrderSavedOnEqualAndDifferentDates(kind: StoreKind) throws {
        let sut = try makeSUT(kind)
        let late = makeExpense(title: "late", at: 100)
        let early = makeExpense(title: "early", at: 10)
        let twin = makeExpense(title: "late", at: 100)

        try [late, early, twin].forEach(sut.save)

        #expect(try sut.expenses(in: .everything) == [late, early, twin])
    }

    @Test(arguments: StoreKind.allCases)
    func expenses_deliversOnlyExpensesFromStartUpToButNotIncludingEnd(kind: StoreKind) throws {
        let sut = try makeSUT(kind)
        let before = makeExpense(title: "before", at: 9.999)
        let start = makeExpense(title: "start", at: 10)
        let last = makeExpense(title: "last", at: 19.5)
        let end = makeExpense(title: "end", at: 20)
        try [before, start, last, end].forEach(sut.save)

        let found = try sut.expenses(in: Period(start: date(10), end: date(20)))

        #expect(found == [start, last])
    }

    @Test(arguments: StoreKind.allCases)
    func save_keepsEveryFieldExactlyOnAnyUnicodeAndFractionalDates(kind: StoreKind) throws {
        let sut = try makeSUT(kind)
        let expense = Expense(
            id: UUID(), title: "a\u{0}b 🇯🇵 שלום Cafe\u{301}", amount: .maximum, date: date(86_399.5),
            comment: "\u{202E}\n مرحبا")

        try sut.save(expense)

        let found = try #require(try sut.expenses(in: .everything).first)
        #expect(Array(found.title.unicodeScalars) == Array(expense.title.unicodeScalars))
        #expect(Array(found.comment.unicodeScalars) == Array(expense.comment.unicodeScalars))
        #expect(found.date.timeIntervalSinceReferenceDate == 86_399.5)
        #expect(found == expense)
    }

    @Test(arguments: StoreKind.allCases)
    func deleteExpense_removesOnlyTheExpenseWithThatIDOnTwins(kind: StoreKind) throws {
        let sut = try makeSUT(kind)
        let first = makeExpense(title: "twin", at: 50)
        let second = makeExpense(title: "twin", at: 50)
        let third = makeExpense(title: "twin", at: 50)
        try [first, second, third].forEach(sut.save)

        try sut.deleteExpense(withID: second.id)

        #expect(try sut.expenses(in: .everything) == [first, third])
    }

    @Test(arguments: StoreKind.allCases)
    func deleteExpense_changesNothingOnUnknownID(kind: StoreKind) throws {
        let sut = try makeSUT(kind)
        let expense = makeExpense(title: "kept", at: 1)
        try sut.save(expense)

        try sut.deleteExpense(withID: UUID())

        #expect(try sut.expenses(in: .everything) == [expense])
    }

    @Test(arguments: StoreKind.allCases)
    func save_keepsOrderAfterDeletingTheLastSaved(kind: StoreKind) throws {
        let sut = try makeSUT(kind)
        let first = makeExpense(title: "first", at: 1)
        let deleted = makeExpense(title: "deleted", at: 1)
        let next = makeExpense(title: "next", at: 1)
        try sut.save(first)
        try sut.save(deleted)
        try sut.deleteExpense(withID: deleted.id)

        try sut.save(next)

        #expect(try sut.expenses(in: .everything) == [first, next])
    }

    // MARK: - Helpers

    enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
        case inMemory
        case sqliteFile

        var testDescription: String { rawValue }
    }

    private func makeSUT(_ kind: StoreKind) throws -> any ExpenseStore {
        switch kind {
        case .inMemory:
            return InMemoryExpenseStore()
        case .sqliteFile:
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return try ExpenseStorage.openStore(at: folder.appendingPathComponent("store.sqlite"))
        }
    }
}

func makeExpense(title: String, at seconds: TimeInterval, cents: Int64 = 1230) -> Expense {
    Expense(id: UUID(), title: title, amount: Amount(cents: cents), date: date(seconds), comment: "")
}

func date(_ secondsSince2001: TimeInterval) -> Date {
    Date(timeIntervalSinceReferenceDate: secondsSince2001)
}

extension Period {
    static let everything = Period(start: .distantPast, end: .distantFuture)
}
