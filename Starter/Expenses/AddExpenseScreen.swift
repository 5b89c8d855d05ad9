import Foundation

/// The "Add Expense" screen: Title, Amount, Date and Comment, with Save and Cancel.
/// Checks what the user typed, shows what is wrong under each field, and hands a valid expense to `onSave`.
public final class AddExpenseScreen {
    public let title = "Add Expense"
    public var titleText = ""
    public var amountText = ""
    public var date: Date
    public var commentText = ""

    public private(set) var titleError: String?
    public private(set) var amountError: String?
    public private(set) var commentError: String?

    public var onSave: (ExpenseRecord) -> Void = { _ in }
    public var onClose: () -> Void = {}

    public init(date: Date) {
        self.date = date
    }

    public func didTapCancel() {
        onClose()
    }

    public func didTapSave() {
        let trimmedTitle = titleText.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmedTitle.isEmpty {
            titleError = "Enter a title."
        } else if trimmedTitle.count > 100 {
            titleError = "Title must be at most 100 characters."
        } else {
            titleError = nil
        }

        var amountInCents = 0
        if amountText.isEmpty {
            amountError = "Enter an amount."
        } else if amountText.range(of: #"\A[0-9]+(\.[0-9]{1,2})?\z"#, options: .regularExpression) == nil {
            amountError = "Enter an amount like 12.50: digits, optionally a point and one or two decimals."
        } else {
            let parts = amountText.split(separator: ".")
            let cents = parts.count == 2 ? String(parts[1]).padding(toLength: 2, withPad: "0", startingAt: 0) : "00"
            if let units = Int(parts[0]), units <= 1_000_000_000, let cents = Int(cents) {
                amountInCents = units * 100 + cents
            }
            if amountInCents <= 0 || amountInCents > 100_000_000_000 {
                amountError = "Amount must be more than 0.00 and at most 1000000000.00."
            } else {
                amountError = nil
            }
        }

        if commentText.count > 500 {
            commentError = "Comment must be at most 500 characters."
        } else {
            commentError = nil
        }

        guard titleError == nil, amountError == nil, commentError == nil else { return }
        onSave(ExpenseRecord(title: trimmedTitle, amountInCents: amountInCents, date: date, comment: commentText))
        onClose()
    }

    /// The Date field as the screen shows it.
    public var dateText: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = ExpenseTrackerApp.shared.timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    public func render() -> String {
        var lines = [title, "Title: [\(titleText)]"]
        if let titleError { lines.append("  ! \(titleError)") }
        lines.append("Amount: [\(amountText)]")
        if let amountError { lines.append("  ! \(amountError)") }
        lines.append("Date: \(dateText)")
        lines.append("Comment: [\(commentText)]")
        if let commentError { lines.append("  ! \(commentError)") }
        lines.append("[Cancel] [Save]")
        return lines.joined(separator: "\n")
    }
}
