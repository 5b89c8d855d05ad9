import ExpensesDomain

extension ExpenseProblem {
    /// What the Add Expense screen shows under the wrong field.
    public var message: String {
        switch self {
        case .titleMissing: "Enter a title."
        case .titleTooLong: "Title must be at most \(ExpenseRules.maximumTitleLength) characters."
        case .amountMissing: "Enter an amount."
        case .amountMalformed: "Enter an amount like 12.50: digits, optionally a point and one or two decimals."
        case .amountOutOfRange: "Amount must be more than 0.00 and at most 1000000000.00."
        case .commentTooLong: "Comment must be at most \(ExpenseRules.maximumCommentLength) characters."
        }
    }
}
