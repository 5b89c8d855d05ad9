/// The expense tracker's specs (BEHAVIOUR.md section 1), by topic, in the order BEHAVIOUR.md describes them.
public enum ExpenseTrackerSpecs {
    public static let all: [Spec] =
        adding + reportsList + reports + places + periods + instants + deleting + persistence + sharedFile + failures
        + launchRefusals
}

/// The messages the Add Expense screen shows under a wrong field (see Decisions.md).
public enum ExpenseMessage {
    public static let titleMissing = "Enter a title."
    public static let titleTooLong = "Title must be at most 100 characters."
    public static let amountMissing = "Enter an amount."
    public static let amountMalformed =
        "Enter an amount like 12.50: digits, optionally a point and one or two decimals."
    public static let amountOutOfRange = "Amount must be more than 0.00 and at most 1000000000.00."
    public static let commentTooLong = "Comment must be at most 500 characters."
    public static let emptyReport = "No expenses in this period."
    public static let couldNotSave = "Could not save the expense. Please try again."
    public static let couldNotSaveDiskFull =
        "Could not save the expense: the disk is full. Free some space, then try again."

    public static func notAnExpenseDatabase(_ fileName: String) -> String {
        "\(fileName) is not an expense database. Nothing was changed."
    }

    public static func noSuchFolder(_ fileName: String, _ folderName: String) -> String {
        "\(fileName) cannot be created: there is no folder \(folderName). Nothing was changed."
    }

    public static func cannotCreateFile(_ fileName: String, _ folderName: String) -> String {
        "\(fileName) cannot be created: the folder \(folderName) is read-only. Nothing was changed."
    }

    public static func readOnly(_ fileName: String) -> String {
        "\(fileName) is read-only: no expense could be saved in it. Nothing was changed."
    }

    public static func inUse(_ fileName: String) -> String {
        "\(fileName) is in use by another program. Nothing was changed."
    }

    public static func cannotUse(_ fileName: String, _ reason: String) -> String {
        "\(fileName) cannot be used: \(reason). Nothing was changed."
    }
}
