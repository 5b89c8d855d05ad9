import Foundation

/// What the user entered on the Add Expense screen, before it is checked.
public struct ExpenseDraft: Hashable, Sendable {
    public var title: String
    public var amount: String
    public var date: Date
    public var comment: String

    public init(title: String = "", amount: String = "", date: Date, comment: String = "") {
        self.title = title
        self.amount = amount
        self.date = date
        self.comment = comment
    }
}
