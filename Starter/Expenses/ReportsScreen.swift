import SQLiteDatabase

/// The first screen: the list of reports, and the Add Expense button.
/// Opens the report the user selects, and the Add Expense screen.
public final class ReportsScreen {
    public let title = "Reports"
    public let rowTitles = ["Today", "This Month"]

    public private(set) var dailyReportScreen: DailyReportScreen?
    public private(set) var monthlyReportScreen: MonthlyReportScreen?
    public private(set) var addExpenseScreen: AddExpenseScreen?
    /// An alert over the list, e.g. when an expense could not be saved.
    public private(set) var alertMessage: String?

    public func didSelectRow(at index: Int) {
        guard rowTitles.indices.contains(index), dailyReportScreen == nil, monthlyReportScreen == nil,
            addExpenseScreen == nil
        else { return }
        switch rowTitles[index] {
        case "Today":
            let screen = DailyReportScreen()
            screen.viewWillAppear()
            dailyReportScreen = screen
        case "This Month":
            let screen = MonthlyReportScreen()
            screen.viewWillAppear()
            monthlyReportScreen = screen
        default:
            break
        }
    }

    public func didTapBack() {
        dailyReportScreen = nil
        monthlyReportScreen = nil
    }

    public func didTapAddExpense() {
        guard dailyReportScreen == nil, monthlyReportScreen == nil, addExpenseScreen == nil else { return }
        let screen = AddExpenseScreen(date: ExpenseTrackerApp.shared.now())
        screen.onSave = { [weak self] record in
            do {
                try record.insert(into: ExpenseTrackerApp.shared.database)
            } catch let error as SQLiteError where error.problem == .diskFull {
                self?.alertMessage = "Could not save the expense: the disk is full. Free some space, then try again."
            } catch {
                self?.alertMessage = "Could not save the expense. Please try again."
            }
        }
        screen.onClose = { [weak self] in
            self?.addExpenseScreen = nil
        }
        addExpenseScreen = screen
    }

    public func didDismissAlert() {
        alertMessage = nil
    }

    public func render() -> String {
        var lines = [title] + rowTitles.map { "  \($0)" } + ["[Add Expense]"]
        if let alertMessage {
            lines.append("! \(alertMessage) [OK]")
        }
        return lines.joined(separator: "\n")
    }
}
