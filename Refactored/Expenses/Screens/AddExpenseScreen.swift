import ExpensesDomain
import Foundation
import Observation

/// The Add Expense screen: the user fills in a draft; Save keeps it when it meets the rules, and closes.
/// On invalid input or a failed save it stays open and says what went wrong.
@MainActor
@Observable
public final class AddExpenseScreen {
    public let title = ExpenseWording.addExpense
    public var draft: ExpenseDraft
    public private(set) var errors: [ExpenseField: String] = [:]
    /// Shown when the expense was valid but could not be saved.
    public private(set) var failureMessage: String?

    private let saver: any ExpenseSaver
    private let makeID: () -> UUID
    private let format: ExpenseFormat
    private let onClose: () -> Void

    /// The Date field starts at `now`.
    public init(
        saver: any ExpenseSaver,
        now: Date,
        makeID: @escaping () -> UUID,
        format: ExpenseFormat,
        onClose: @escaping () -> Void
    ) {
        self.draft = ExpenseDraft(date: now)
        self.saver = saver
        self.makeID = makeID
        self.format = format
        self.onClose = onClose
    }

    public func save() {
        switch ExpenseRules.expense(from: draft, id: makeID()) {
        case .failure(let invalid):
            errors = Dictionary(
                uniqueKeysWithValues: invalid.problems.map { ($0.field, ExpenseWording.message(for: $0)) })
            failureMessage = nil
        case .success(let expense):
            errors = [:]
            do {
                try saver.save(expense)
                onClose()
            } catch ExpenseStoreError.diskFull {
                failureMessage = ExpenseWording.saveFailureDiskFull
            } catch {
                failureMessage = ExpenseWording.saveFailure
            }
        }
    }

    /// The Date field as the screen shows it, e.g. `2026-03-05 09:30`.
    public var dateText: String {
        format.text(for: draft.date)
    }

    public func cancel() {
        onClose()
    }

    public func render() -> String {
        var lines = [title]
        lines += field(.title, draft.title)
        lines += field(.amount, draft.amount)
        lines.append("\(ExpenseWording.dateLabel): \(dateText)")
        lines += field(.comment, draft.comment)
        if let failureMessage { lines.append("! \(failureMessage)") }
        lines.append("[\(ExpenseWording.cancel)] [\(ExpenseWording.save)]")
        return lines.joined(separator: "\n")
    }

    private func field(_ field: ExpenseField, _ text: String) -> [String] {
        ["\(ExpenseWording.label(of: field)): [\(text)]"] + (errors[field].map { ["  ! \($0)"] } ?? [])
    }
}
