import ExpensesDomain
import ExpensesScreens
import Foundation
import SwiftTestingVerdict
import Testing

/// The presenter alone: expenses in, what the user reads out. No store, no clock, no I/O.
@Suite(.unitTestVerdict)
struct ReportPresenterTests {
    @Test func period_isTheWeekFromSundayContainingTheInstantOnThisWeek() {
        let sut = makeSUT(.thisWeek)

        // 2001-01-01 was a Monday: its week began on Sunday 2000-12-31 at midnight.
        #expect(sut.period(at: date(50)) == Period(start: date(-86_400), end: date(86_400 * 6)))
    }

    @Test func viewModel_listsNewestFirstWithTheirTotalOnExpenses() {
        let lunch = Expense(
            id: UUID(), title: "Lunch", amount: Amount(cents: 1230), date: date(3_600), comment: "with Bob")
        let coffee = Expense(id: UUID(), title: "Coffee", amount: Amount(cents: 5), date: date(7_200), comment: "")

        let viewModel = makeSUT(.today).viewModel(for: [lunch, coffee])

        #expect(viewModel.title == "Today")
        #expect(
            viewModel.rows.map(\.text) == [
                "2001-01-01 02:00  Coffee  0.05", "2001-01-01 01:00  Lunch  12.30  with Bob",
            ])
        #expect(viewModel.rows.map(\.id) == [coffee.id, lunch.id])
        #expect(viewModel.totalLine == "Total 12.35")
        #expect(viewModel.emptyMessage == nil)
        #expect(viewModel.failureMessage == nil)
    }

    @Test func text_showsTitleEmptyMessageAndZeroTotalOnNoExpenses() {
        let sut = makeSUT(.thisMonth)

        #expect(sut.text(of: sut.viewModel(for: [])) == "This Month\nNo expenses in this period.\nTotal 0.00")
    }

    @Test func text_showsOnlyTheFailureAndZeroTotalOnLoadFailure() {
        let sut = makeSUT(.today)

        #expect(sut.text(of: sut.loadFailed()) == "Today\nCould not load the expenses.\nTotal 0.00")
    }

    @Test func deleteFailed_keepsRowsAndTotalAndAddsTheFailure() {
        let sut = makeSUT(.today)
        let shown = sut.viewModel(for: [makeExpense(title: "Tea", at: 60, cents: 250)])

        let failed = sut.deleteFailed(shown)

        #expect(
            sut.text(of: failed)
                == "Today\n2001-01-01 00:01  Tea  2.50\nCould not delete the expense. Please try again.\nTotal 2.50")
    }

    // MARK: - Helpers

    private func makeSUT(_ range: ReportRange) -> ReportPresenter {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        calendar.firstWeekday = 1  // Sunday
        return ReportPresenter(range: range, calendar: calendar, format: ExpenseFormat(timeZone: .gmt))
    }
}
