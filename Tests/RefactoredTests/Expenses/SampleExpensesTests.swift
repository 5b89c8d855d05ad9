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

        try SampleExpenses.add(to: store, now: now, makeID: UUID.init)

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

        try SampleExpenses.add(to: store, now: Date(timeIntervalSinceReferenceDate: 0), makeID: UUID.init)

        #expect(try store.expenses(in: Period(start: .distantPast, end: .distantFuture)) == [rent])
    }
}
