import Foundation

/// One row of a report, as the user reads it.
public struct ReportRow: Hashable, Sendable, Identifiable {
    public let id: UUID
    public let date: String
    public let title: String
    public let amount: String
    public let comment: String

    /// Date, title, amount and, when there is one, the comment, on one line.
    public var text: String {
        let line = "\(date)  \(title)  \(amount)"
        return comment.isEmpty ? line : "\(line)  \(comment)"
    }
}
