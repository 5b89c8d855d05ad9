import Foundation
import ImplementationAdapters
import Specs
import Testing

@testable import KataTool

/// `kata play expenses`: `ok` taps OK on an alert. The double owns the alert, so the test holds whatever an
/// attendee's Starter shows after a failed save.
@MainActor
@Suite("kata play, alerts")
struct PlayAlertTests {
    @Test("ok closes the alert shown over the Reports list; with no alert, it says so")
    func ok_closesTheAlertThenSaysNoneIsShown() async throws {
        let session = try ExpensePlaySession(
            adapters: Adapters(
                implementation: .starter, changeRequestsDone: [], expenses: AlertingExpenseTracker(),
                cart: Adapters.refactored.cart, registration: Adapters.refactored.registration),
            arguments: try PlayCommand.syntax.parse(["expenses", "--now", "2025-05-14T10:00:00Z", "--time-zone", "UTC"])
        )
        let alert = "! Could not save the expense. Please try again. [OK]"

        #expect(session.screen.hasSuffix(alert))
        _ = try await session.perform("ok", "")

        #expect(!session.screen.contains(alert))
        #expect(session.screen.hasPrefix("Reports\n"))
        await #expect(throws: SessionError.self) { _ = try await session.perform("ok", "") }
    }
}

/// The Refactored's expense tracker with an alert over its Reports list until OK is tapped.
private struct AlertingExpenseTracker: ExpenseTrackerAdapter {
    @MainActor func launch(_ configuration: ExpenseTrackerConfiguration) throws -> any ExpenseTrackerDriver {
        Driver(try Adapters.refactored.expenses.launch(configuration))
    }

    @MainActor
    private final class Driver: ExpenseTrackerDriver {
        private let base: any ExpenseTrackerDriver
        private(set) var alertMessage: String? = "Could not save the expense. Please try again."

        init(_ base: any ExpenseTrackerDriver) { self.base = base }

        var visibleText: String { base.visibleText + (alertMessage.map { "\n! \($0) [OK]" } ?? "") }
        var reportTitles: [String] { base.reportTitles }
        var openReport: ReportScreenText? { base.openReport }
        var addExpenseScreen: AddExpenseScreenText? { base.addExpenseScreen }

        func dismissAlert() { alertMessage = nil }
        func selectReport(_ title: String) { base.selectReport(title) }
        func deleteReportRow(at index: Int) { base.deleteReportRow(at: index) }
        func goBack() { base.goBack() }
        func tapAddExpense() { base.tapAddExpense() }
        func type(_ text: String, into field: ExpenseTextField) { base.type(text, into: field) }
        func pickDate(_ date: Date) { base.pickDate(date) }
        func tapSave() { base.tapSave() }
        func tapCancel() { base.tapCancel() }
        func failNext(_ operation: ExpenseStorageOperation, with fault: ExpenseStorageFault) {
            base.failNext(operation, with: fault)
        }
        func relaunch() throws { try base.relaunch() }
    }
}
