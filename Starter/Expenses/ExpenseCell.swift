/// The labels of one row of a report.
public struct ExpenseCell: Equatable {
    public var dateText: String
    public var titleText: String
    public var amountText: String
    public var commentText: String

    /// The row as one line of text: date, title, amount and, when there is one, the comment.
    public var text: String {
        let line = "\(dateText)  \(titleText)  \(amountText)"
        return commentText.isEmpty ? line : "\(line)  \(commentText)"
    }
}
