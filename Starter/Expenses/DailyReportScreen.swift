/// The "Today" report: today's expenses, newest first, and their total.
public final class DailyReportScreen {
    public let title = "Today"
    public let dataSource = DailyReportDataSource()

    public init() {}

    public func viewWillAppear() {
        dataSource.reload()
    }

    /// What the screen shows in place of rows when there are none.
    public var emptyMessage: String? {
        guard dataSource.numberOfRows == 0 else { return nil }
        return dataSource.errorMessage ?? "No expenses in this period."
    }

    public func didDeleteRow(at index: Int) {
        dataSource.deleteRow(at: index)
    }

    public func render() -> String {
        var lines = [title]
        for index in 0..<dataSource.numberOfRows {
            lines.append(dataSource.cell(at: index).text)
        }
        if let emptyMessage {
            lines.append(emptyMessage)
        } else if let errorMessage = dataSource.errorMessage {
            lines.append(errorMessage)
        }
        lines.append(dataSource.totalText)
        return lines.joined(separator: "\n")
    }
}
