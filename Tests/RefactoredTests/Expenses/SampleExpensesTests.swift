import ExpensesComposition
import ExpensesDomain
import ExpensesStorage
import Foundation
import SwiftTestingVerdict
import Testing

@Suite("SampleExpenses", .unitTestVerdict)
struct SampleExpensesTests {
    @Test func add_savesThreeExpensesHourByHourOnEmptyStore() throws {
        let store = InMemoryExpenseStore()
        let now = Date(timeIntervalSinceReferenceDate: 768_000_000)

        SampleExpenses.add(to: store, now: now, makeID: UUID.init)

        let saved = try store.expenses(in: Period(start: .distantPast, end: .distantFuture))
        #expect(saved.map(\.title) == ["Coffee", "Lunch", "Train ticket"])
        #expect(saved.map(\.date) == [now, now - 3_600, now - 7_200])
        #expect(saved.map(\.amount) == [Amount(cents: 350), Amount(cents: 1_230), Amount(cents: 2_790)])
        #expect(saved.map(\.comment) == ["Oat milk", "with Bob", ""])
    }

    @Test func add_savesNothingOnStoreWithExpenses() throws {
        let store = InMemoryExpenseStore()
        let rent = Expense(
            id: UUID(), title: "Rent", amount: Amount(cents: 90_000), date: .distantPast + 1, comment: "")
        try store.save(rent)

        SampleExpenses.add(to: store, now: Date(timeIntervalSinceReferenceDate: 0), makeID: UUID.init)

        #expect(try store.expenses(in: Period(start: .distantPast, end: .distantFuture)) == [rent])
    }

    @Test func add_leavesOutASampleTheStoreRefusesAndAddsTheOthers() throws {
        let store = RefusingStore(refusing: "Coffee")

        SampleExpenses.add(to: store, now: Date(timeIntervalSinceReferenceDate: 0), makeID: UUID.init)

        #expect(
            try store.expenses(in: Period(start: .distantPast, end: .distantFuture)).map(\.title) == [
                "Lunch", "Train ticket",
            ])
    }

    @Test func add_savesNothingOnStoreThatCannotBeRead() throws {
        let store = RefusingStore(refusingToLoad: true)

        SampleExpenses.add(to: store, now: Date(timeIntervalSinceReferenceDate: 0), makeID: UUID.init)

        #expect(store.saved.isEmpty)
    }
}

/// A store in memory that refuses to save the expense titled `refusing`, or to load at all.
private final class RefusingStore: ExpenseLoader, ExpenseSaver {
    struct Refused: Error {}

    let refusing: String?
    let refusingToLoad: Bool
    private(set) var saved: [Expense] = []

    init(refusing: String? = nil, refusingToLoad: Bool = false) {
        self.refusing = refusing
        self.refusingToLoad = refusingToLoad
    }

    func expenses(in period: Period) throws -> [Expense] {
        if refusingToLoad { throw Refused() }
        return saved
    }

    func save(_ expense: Expense) throws {
        if expense.title == refusing { throw Refused() }
        saved.append(expense)
    }
}
