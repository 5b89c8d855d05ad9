import ExpensesDomain
import ExpensesScreens
import Foundation

/// Builds the expense tracker's screens and hands each the roles it needs: the one place that wires them.
@MainActor
public enum ExpensesComposer {
    public static func makeReportListScreen(
        store: any ExpenseStore,
        now: @escaping () -> Date,
        timeZone: TimeZone,
        makeID: @escaping () -> UUID
    ) -> ReportListScreen {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // Gregorian weekdays count from 1, Sunday: This Week starts on Sunday at midnight (BEHAVIOUR.md).
        calendar.firstWeekday = 1
        let format = ExpenseFormat(timeZone: timeZone)
        return ReportListScreen(
            makeReport: { range in
                ReportScreen(
                    presenter: ReportPresenter(range: range, calendar: calendar, format: format), loader: store,
                    deleter: store, now: now)
            },
            makeAddExpense: { onClose in
                AddExpenseScreen(saver: store, now: now(), makeID: makeID, format: format, onClose: onClose)
            }
        )
    }
}
