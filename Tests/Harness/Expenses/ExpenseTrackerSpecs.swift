/// The expense tracker's specs (BEHAVIOUR.md section 1), by topic, in the order BEHAVIOUR.md describes them.
public enum ExpenseTrackerSpecs {
    public static let all: [Spec] =
        adding + reportsList + reports + periods + deleting + persistence
        + launchRefusals
}

/// The messages the Add Expense screen shows under a wrong field (see Decisions.md).
enum ExpenseMessage {
    static let titleMissing = "Enter a title."
    static let titleTooLong = "Title must be at most 100 characters."
    static let amountMissing = "Enter an amount."
    static let amountMalformed = "Enter an amount like 12.50: digits, optionally a point and one or two decimals."
    static let amountOutOfRange = "Amount must be more than 0.00 and at most 1000000000.00."
    static let commentTooLong = "Comment must be at most 500 characters."
    static let emptyReport = "No expenses in this period."

    static func notAnExpenseDatabase(_ fileName: String) -> String {
        "\(fileName) is not an expense database. Nothing was changed."
    }

    static func noSuchFolder(_ fileName: String, _ folderName: String) -> String {
        "\(fileName) cannot be created: there is no folder \(folderName). Nothing was changed."
    }

    static func cannotCreateFile(_ fileName: String, _ folderName: String) -> String {
        "\(fileName) cannot be created: the folder \(folderName) is read-only. Nothing was changed."
    }

    static func readOnly(_ fileName: String) -> String {
        "\(fileName) is read-only: no expense could be saved in it. Nothing was changed."
    }

    static func inUse(_ fileName: String) -> String {
        "\(fileName) is in use by another program. Nothing was changed."
    }
}
