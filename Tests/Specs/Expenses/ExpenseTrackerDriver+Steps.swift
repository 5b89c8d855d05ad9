import Foundation

/// Steps the specs take often, each checking on the way that the app lets the user take it.
extension ExpenseTrackerDriver {
    /// Adds an expense through the Add Expense screen and checks that Save closed the screen.
    public func addExpense(
        _ title: String,
        amount: String,
        at date: Date,
        comment: String = "",
        file: String = #filePath,
        line: Int = #line
    ) throws {
        let screen = try fillAndSave(title: title, amount: amount, at: date, comment: comment, file: file, line: line)
        try expect(
            screen == nil,
            "Save on valid input (title \(title.debugDescription), amount \(amount.debugDescription)) closes the Add Expense screen",
            expected: "the Add Expense screen closed",
            seen: screen.map { "still open:\n\($0.text)" } ?? "",
            file: file,
            line: line
        )
    }

    /// Opens the Add Expense screen, fills every field, taps Save and returns the screen if it is still open.
    public func fillAndSave(
        title: String,
        amount: String,
        at date: Date,
        comment: String = "",
        file: String = #filePath,
        line: Int = #line
    ) throws -> AddExpenseScreenText? {
        try openAddExpense(file: file, line: line)
        type(title, into: .title)
        type(amount, into: .amount)
        type(comment, into: .comment)
        pickDate(date)
        tapSave()
        return addExpenseScreen
    }

    /// Goes back to the Reports list and opens the Add Expense screen.
    public func openAddExpense(file: String = #filePath, line: Int = #line) throws {
        goBack()
        tapAddExpense()
        try expect(
            isAddExpenseOpen,
            "Add Expense on the Reports list opens the Add Expense screen",
            expected: "the Add Expense screen",
            seen: visibleText,
            file: file,
            line: line
        )
    }

    /// Goes back to the Reports list, opens the report titled `title` and returns what it shows, having
    /// checked that its text shows what its fields say (`expectTextShowsTheFields(of:)`).
    public func report(_ title: String, file: String = #filePath, line: Int = #line) throws -> ReportScreenText {
        let report = try opening(title, file: file, line: line) { openReport }
        try expectTextShowsTheFields(of: report, file: file, line: line)
        return report
    }

    /// Checks that a report's text is its title, then each row as the user reads it (`ReportRowText.line`),
    /// and its total last (a message may stand between them). A spec that reads a report this way checks
    /// the text of every row it has: a long title or a comment of spaces must show as it is kept.
    public func expectTextShowsTheFields(
        of report: ReportScreenText, file: String = #filePath, line: Int = #line
    ) throws {
        let head = ([report.title] + report.rows.map(\.line)).joined(separator: "\n") + "\n"
        try expect(
            report.text.hasPrefix(head) && report.text.hasSuffix("\n" + report.totalLine),
            "\(report.title) shows its title, each row as its date, title, amount and comment, and its total",
            expected: "\(head)…\n\(report.totalLine)", seen: report.text, file: file, line: line)
    }

    /// Goes back to the Reports list, opens the report titled `title` and returns its ends: its first
    /// and last rows, row count and total, for a report too long to read row by row.
    public func reportEnds(_ title: String, file: String = #filePath, line: Int = #line) throws -> ReportEndsText {
        try opening(title, file: file, line: line) { openReportEnds }
    }

    /// Checks that the report's ends, as the adapter reads them (`reportEnds(_:)`), are what the whole
    /// report shows: a spec of a long report checks it on a short one before it relies on the ends.
    public func expectEndsMatchTheWholeReport(_ title: String, file: String = #filePath, line: Int = #line) throws {
        let report = try report(title, file: file, line: line)
        let ends = try reportEnds(title, file: file, line: line)
        let whole = ReportEndsText(
            title: report.title, rowCount: report.rows.count, firstRow: report.rows.first,
            lastRow: report.rows.last, totalLine: report.totalLine)
        try expect(
            ends == whole,
            "the adapter's reportEnds(_:) reads what the whole \(title) report shows",
            expected: "\(whole)", seen: "\(ends)", file: file, line: line)
    }

    private func opening<Report>(_ title: String, file: String, line: Int, read: () -> Report?) throws -> Report {
        goBack()
        try expect(
            reportTitles.contains(title),
            "the Reports list has a row \(title.debugDescription)",
            expected: title,
            seen: reportTitles.joined(separator: ", "),
            file: file,
            line: line
        )
        selectReport(title)
        guard let report = read() else {
            throw SpecFailure(
                "selecting \(title.debugDescription) opens its report", expected: "the report", seen: visibleText,
                file: file, line: line)
        }
        return report
    }

    /// The rows of the report titled `title`.
    public func rows(of title: String, file: String = #filePath, line: Int = #line) throws -> [ReportRowText] {
        try report(title, file: file, line: line).rows
    }

    /// The titles of the rows of the report titled `title`, top to bottom.
    public func titles(in report: String, file: String = #filePath, line: Int = #line) throws -> [String] {
        try rows(of: report, file: file, line: line).map(\.title)
    }
}
