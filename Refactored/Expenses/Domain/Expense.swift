import Foundation

/// One expense: what was paid, how much, when, and an optional comment.
public struct Expense: Hashable, Sendable, Identifiable {
    public let id: UUID
    public let title: String
    public let amount: Amount
    public let date: Date
    public let comment: String

    public init(id: UUID, title: String, amount: Amount, date: Date, comment: String) {
        self.id = id
        self.title = title
        self.amount = amount
        self.date = date
        self.comment = comment
    }
}
