/// Everything a report shows at one moment, as text ready for the screen.
public struct ReportViewModel: Hashable, Sendable {
    /// The report's title: its range's, as the Reports list shows it.
    public let title: String
    /// The entries, newest first.
    public let rows: [ReportRow]
    /// `Total` and the sum of the rows, e.g. `Total 12.30`.
    public let totalLine: String
    /// Shown in place of rows when there are none and nothing failed.
    public let emptyMessage: String?
    /// A load or delete failure, shown under the rows.
    public let failureMessage: String?

    public init(title: String, rows: [ReportRow], totalLine: String, emptyMessage: String?, failureMessage: String?) {
        self.title = title
        self.rows = rows
        self.totalLine = totalLine
        self.emptyMessage = emptyMessage
        self.failureMessage = failureMessage
    }
}
