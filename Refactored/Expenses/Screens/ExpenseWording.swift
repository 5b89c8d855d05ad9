import ExpensesDomain

/// Every word the expense tracker shows: titles, labels, actions and messages, in one place.
///
/// It sits with the screens, which show it, and the composition reads it for the launch messages. The
/// sample expenses are data, not wording: they stay in `SampleExpenses`.
public enum ExpenseWording {
    // MARK: - The Reports list and a report

    public static let reportsTitle = "Reports"
    public static let emptyReport = "No expenses in this period."
    public static let loadFailure = "Could not load the expenses."
    public static let deleteFailure = "Could not delete the expense. Please try again."

    /// A row of the Reports list, and the title of the report it opens.
    public static func title(of range: ReportRange) -> String {
        switch range {
        case .today: "Today"
        case .thisWeek: "This Week"
        case .thisMonth: "This Month"
        }
    }

    /// The last line of a report, e.g. `Total 12.30`.
    public static func totalLine(_ total: String) -> String {
        "Total \(total)"
    }

    // MARK: - Add Expense

    public static let addExpense = "Add Expense"
    public static let dateLabel = "Date"
    public static let cancel = "Cancel"
    public static let save = "Save"
    public static let saveFailure = "Could not save the expense. Please try again."
    public static let saveFailureDiskFull =
        "Could not save the expense: the disk is full. Free some space, then try again."

    /// The label of a field the user types into.
    public static func label(of field: ExpenseField) -> String {
        switch field {
        case .title: "Title"
        case .amount: "Amount"
        case .comment: "Comment"
        }
    }

    /// What the Add Expense screen shows under the wrong field.
    public static func message(for problem: ExpenseProblem) -> String {
        switch problem {
        case .titleMissing: "Enter a title."
        case .titleTooLong: "Title must be at most \(ExpenseRules.maximumTitleLength) characters."
        case .amountMissing: "Enter an amount."
        case .amountMalformed: "Enter an amount like 12.50: digits, optionally a point and one or two decimals."
        case .amountOutOfRange: "Amount must be more than 0.00 and at most 1000000000.00."
        case .commentTooLong: "Comment must be at most \(ExpenseRules.maximumCommentLength) characters."
        }
    }

    // MARK: - Launch: the app cannot keep its expenses in the file it was given

    public static func noSuchFolder(fileName: String, folderName: String) -> String {
        "\(fileName) cannot be created: there is no folder \(folderName). Nothing was changed."
    }

    public static func readOnlyFolder(fileName: String, folderName: String) -> String {
        "\(fileName) cannot be created: the folder \(folderName) is read-only. Nothing was changed."
    }

    public static func readOnlyFile(fileName: String) -> String {
        "\(fileName) is read-only: no expense could be saved in it. Nothing was changed."
    }

    public static func fileInUse(fileName: String) -> String {
        "\(fileName) is in use by another program. Nothing was changed."
    }

    public static func unusableFile(fileName: String, reason: String) -> String {
        "\(fileName) cannot be used: \(reason). Nothing was changed."
    }

    public static func notAnExpenseDatabase(fileName: String) -> String {
        "\(fileName) is not an expense database. Nothing was changed."
    }
}
