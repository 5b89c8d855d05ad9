import ExpensesDomain
import ExpensesScreens
import Foundation
import SwiftTestingVerdict
import Testing

@MainActor
@Suite(.unitTestVerdict)
struct AddExpenseScreenTests {
    @Test func save_savesExpenseWithInjectedIDAndClosesOnValidDraft() throws {
        let id = UUID()
        let (sut, saver, closer) = makeSUT(id: id)
        sut.draft.title = " Lunch "
        sut.draft.amount = "12.3"

        sut.save()

        #expect(
            saver.saved == [Expense(id: id, title: "Lunch", amount: Amount(cents: 1230), date: date(60), comment: "")])
        #expect(closer.closeCount == 1)
    }

    @Test func save_staysOpenAndShowsEveryFieldErrorOnInvalidDraft() {
        let (sut, saver, closer) = makeSUT()
        sut.draft.amount = "12,5"

        sut.save()

        #expect(saver.saved.isEmpty)
        #expect(closer.closeCount == 0)
        #expect(
            sut.errors == [
                .title: "Enter a title.",
                .amount: "Enter an amount like 12.50: digits, optionally a point and one or two decimals.",
            ])
    }

    @Test func save_staysOpenAndShowsMessageOnStorageFailure() {
        let (sut, _, closer) = makeSUT(saver: ExpenseSaverSpy(error: StorageFailure()))
        sut.draft.title = "Lunch"
        sut.draft.amount = "1"

        sut.save()

        #expect(closer.closeCount == 0)
        #expect(sut.failureMessage == "Could not save the expense. Please try again.")
        #expect(sut.render().contains("! Could not save the expense. Please try again."))
    }

    @Test func save_staysOpenAndSaysTheDiskIsFullOnFullDisk() {
        let (sut, _, closer) = makeSUT(saver: ExpenseSaverSpy(error: ExpenseStoreError.diskFull))
        sut.draft.title = "Lunch"
        sut.draft.amount = "1"

        sut.save()

        #expect(closer.closeCount == 0)
        #expect(sut.failureMessage == "Could not save the expense: the disk is full. Free some space, then try again.")
    }

    @Test func cancel_closesWithoutSaving() {
        let (sut, saver, closer) = makeSUT()
        sut.draft.title = "Lunch"
        sut.draft.amount = "1"

        sut.cancel()

        #expect(saver.saved.isEmpty)
        #expect(closer.closeCount == 1)
    }

    // MARK: - Helpers

    private func makeSUT(id: UUID = UUID(), saver: ExpenseSaverSpy = ExpenseSaverSpy()) -> (
        AddExpenseScreen, ExpenseSaverSpy, CloseSpy
    ) {
        let closer = CloseSpy()
        let sut = AddExpenseScreen(
            saver: saver, now: date(60), makeID: { id }, format: ExpenseFormat(timeZone: .gmt),
            onClose: { closer.closeCount += 1 })
        return (sut, saver, closer)
    }
}

@MainActor
final class CloseSpy {
    var closeCount = 0
}

final class ExpenseSaverSpy: ExpenseSaver {
    private(set) var saved: [Expense] = []
    private let error: (any Error)?

    init(error: (any Error)? = nil) {
        self.error = error
    }

    func save(_ expense: Expense) throws {
        if let error { throw error }
        saved.append(expense)
    }
}

struct StorageFailure: Error {}
