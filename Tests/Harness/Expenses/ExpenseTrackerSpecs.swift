/// The expense tracker's specs (BEHAVIOUR.md section 1), by topic, in the order BEHAVIOUR.md describes them.
public enum ExpenseTrackerSpecs {
    public static let all: [Spec] = adding + reportsList + reports + periods + deleting + persistence + failures
}

/// The messages the Add Expense screen shows under a wrong field (see Decisions.md).
enum ExpenseMessage {
    static let titleMissing = "Enter a title."
    static let titleTooLong = "Title must be at most 100 characters."
    static let amountMissing = "Enter an amount."
    static let amountMalformed = "Enter an amount like 12.50: digits, optionally a point and one or two decimals."
    static let amountOutOfRange = "Amount must be more than 0.00 and at most 1000000000.00."
    static let commentTooLong = "Comment must be at most 500 characters."
    static let emptyReport = "No expenses in this period."
    static let couldNotSave = "Could not save the expense. Please try again."

    static func notAnExpenseDatabase(_ fileName: String) -> String {
        "\(fileName) is not an expense database. Nothing was changed."
    }
}
