import ExpensesDomain
import ExpensesScreens
import Foundation

/// Builds the expense tracker's screens and hands each the roles it needs: the one place that wires them.
@MainActor
public enum ExpensesComposer {
    public static func makeReportsScreen(
        store: any ExpenseStore,
        now: @escaping () -> Date,
        timeZone: TimeZone,
        makeID: @escaping () -> UUID
    ) -> ReportsScreen {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 1
        let format = ExpenseFormat(timeZone: timeZone)
        return ReportsScreen(
            makeReport: { range in
                ReportScreen(range: range, loader: store, deleter: store, now: now, calendar: calendar, format: format)
            },
            makeAddExpense: { onClose in
                AddExpenseScreen(saver: store, now: now(), makeID: makeID, format: format, onClose: onClose)
            }
        )
    }
}
