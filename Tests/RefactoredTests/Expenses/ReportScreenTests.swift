import ExpensesDomain
import ExpensesScreens
import Foundation
import SwiftTestingVerdict
import Testing

@MainActor
@Suite(.unitTestVerdict)
struct ReportScreenTests {
    @Test func load_asksForThePeriodOfItsRangeAtTheCurrentInstant() throws {
        let store = ExpenseStoreSpy()
        let sut = makeSUT(.today, store: store, now: date(86_400 * 3 + 50))

        sut.load()

        #expect(store.requestedPeriods == [Period(start: date(86_400 * 3), end: date(86_400 * 4))])
    }

    @Test func load_showsRowsNewestFirstAndTotal() {
        let store = ExpenseStoreSpy()
        store.stored = [makeExpense(title: "old", at: 10, cents: 5), makeExpense(title: "new", at: 20, cents: 1230)]
        let sut = makeSUT(.thisMonth, store: store)

        sut.load()

        #expect(sut.render() == "This Month\n2001-01-01 00:00  new  12.30\n2001-01-01 00:00  old  0.05\nTotal 12.35")
    }

    @Test func load_showsMessageAndZeroTotalOnLoadFailure() {
        let store = ExpenseStoreSpy()
        store.loadError = StorageFailure()
        let sut = makeSUT(.thisWeek, store: store)

        sut.load()

        #expect(sut.render() == "This Week\nCould not load the expenses.\nTotal 0.00")
    }

    @Test func deleteRow_deletesThatRowsExpenseAndReloads() {
        let store = ExpenseStoreSpy()
        let twins = [makeExpense(title: "twin", at: 10), makeExpense(title: "twin", at: 10)]
        store.stored = twins
        let sut = makeSUT(.today, store: store)
        sut.load()

        sut.deleteRow(at: 1)

        #expect(store.deletedIDs == [twins[1].id])
        #expect(sut.viewModel.rows.map(\.id) == [twins[0].id])
    }

    @Test func deleteRow_keepsTheRowAndShowsMessageOnDeleteFailure() {
        let store = ExpenseStoreSpy()
        store.stored = [makeExpense(title: "Tea", at: 10)]
        store.deleteError = StorageFailure()
        let sut = makeSUT(.today, store: store)
        sut.load()

        sut.deleteRow(at: 0)

        #expect(sut.viewModel.rows.map(\.title) == ["Tea"])
        #expect(sut.viewModel.failureMessage == "Could not delete the expense. Please try again.")
    }

    // MARK: - Helpers

    private func makeSUT(_ range: ReportRange, store: ExpenseStoreSpy, now: Date = date(50)) -> ReportScreen {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let presenter = ReportPresenter(range: range, calendar: calendar, format: ExpenseFormat(timeZone: .gmt))
        return ReportScreen(presenter: presenter, loader: store, deleter: store, now: { now })
    }
}

/// Records what the report screen asks for, and answers from `stored`.
final class ExpenseStoreSpy: ExpenseLoader, ExpenseDeleter {
    var stored: [Expense] = []
    var loadError: (any Error)?
    var deleteError: (any Error)?
    private(set) var requestedPeriods: [Period] = []
    private(set) var deletedIDs: [UUID] = []

    func expenses(in period: Period) throws -> [Expense] {
        requestedPeriods.append(period)
        if let loadError { throw loadError }
        return stored
    }

    func deleteExpense(withID id: UUID) throws {
        deletedIDs.append(id)
        if let deleteError { throw deleteError }
        stored.removeAll { $0.id == id }
    }
}
