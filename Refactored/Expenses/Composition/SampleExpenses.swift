import ExpensesDomain
import Foundation

/// Three expenses for demos, added to a store that has none by `ExpenseTrackerApp.addSampleExpenses()`
/// (`kata play expenses --sample-data`).
public enum SampleExpenses {
    /// Adds `Coffee`, `Lunch` and `Train ticket`, dated `now`, one hour and two hours earlier, when
    /// `store` has no expense at all; a store with expenses, or one it cannot read, is left as it is.
    ///
    /// The samples are a demo's, added as far as the store lets them: one it refuses (a full disk) is
    /// left out and the others go in. The user's file still opens, and the next save the user makes
    /// says what is wrong with it (Decisions.md, "Sample data").
    public static func add(to store: any ExpenseLoader & ExpenseSaver, now: Date, makeID: () -> UUID) {
        guard let expenses = try? store.expenses(in: Period(start: .distantPast, end: .distantFuture)),
            expenses.isEmpty
        else { return }
        let samples: [(title: String, cents: Int64, comment: String)] = [
            ("Coffee", 350, "Oat milk"), ("Lunch", 1_230, "with Bob"), ("Train ticket", 2_790, ""),
        ]
        for (hoursEarlier, sample) in samples.enumerated() {
            try? store.save(
                Expense(
                    id: makeID(), title: sample.title, amount: Amount(cents: sample.cents),
                    date: now - Double(hoursEarlier) * 3_600, comment: sample.comment))
        }
    }
}
