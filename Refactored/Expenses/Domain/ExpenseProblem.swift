/// Why a draft is not an expense yet, one problem per wrong field.
public enum ExpenseProblem: Error, Hashable, Sendable {
    case titleMissing
    case titleTooLong
    case amountMissing
    case amountMalformed
    case amountOutOfRange
    case commentTooLong

    /// The field the problem is about.
    public var field: ExpenseField {
        switch self {
        case .titleMissing, .titleTooLong: .title
        case .amountMissing, .amountMalformed, .amountOutOfRange: .amount
        case .commentTooLong: .comment
        }
    }
}

/// A field of the Add Expense screen that the user types into.
public enum ExpenseField: CaseIterable, Hashable, Sendable {
    case title
    case amount
    case comment
}
