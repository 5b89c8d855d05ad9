import ExpensesDomain
import Observation

/// The first screen: one row per report range, and Add Expense. Opens a report or the Add Expense screen on top.
@MainActor
@Observable
public final class ReportListScreen {
    public let title = ExpenseWording.reportsTitle
    public let ranges = ReportRange.allCases
    public private(set) var openReport: ReportScreen?
    public private(set) var addExpense: AddExpenseScreen?

    private let makeReport: (ReportRange) -> ReportScreen
    private let makeAddExpense: (_ onClose: @escaping () -> Void) -> AddExpenseScreen

    public init(
        makeReport: @escaping (ReportRange) -> ReportScreen,
        makeAddExpense: @escaping (_ onClose: @escaping () -> Void) -> AddExpenseScreen
    ) {
        self.makeReport = makeReport
        self.makeAddExpense = makeAddExpense
    }

    public func select(_ range: ReportRange) {
        guard openReport == nil, addExpense == nil else { return }
        let report = makeReport(range)
        report.load()
        openReport = report
    }

    public func goBack() {
        openReport = nil
    }

    /// Opens the Add Expense screen on top of the list; does nothing while a screen is open on top.
    public func openAddExpense() {
        guard openReport == nil, addExpense == nil else { return }
        addExpense = makeAddExpense { [weak self] in self?.addExpense = nil }
    }

    public func render() -> String {
        let rows = ranges.map { "  \(ExpenseWording.title(of: $0))" }
        return ([title] + rows + ["[\(ExpenseWording.addExpense)]"]).joined(separator: "\n")
    }
}
