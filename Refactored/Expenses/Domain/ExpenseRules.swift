import Foundation

/// The rules a draft must meet to become an expense (BEHAVIOUR.md, Adding). Pure: no I/O, no clock.
public enum ExpenseRules {
    public static let maximumTitleLength = 100
    public static let maximumCommentLength = 500

    /// The expense the draft describes, or every problem it has.
    public static func expense(from draft: ExpenseDraft, id: UUID) -> Result<Expense, InvalidDraft> {
        let title = Self.title(from: draft.title)
        let amount = Self.amount(from: draft.amount)
        let comment = Self.comment(from: draft.comment)
        guard case .success(let validTitle) = title, case .success(let validAmount) = amount,
            case .success(let validComment) = comment
        else {
            let problems = [title.problem, amount.problem, comment.problem].compactMap { $0 }
            return .failure(InvalidDraft(problems: problems))
        }
        return .success(
            Expense(id: id, title: validTitle, amount: validAmount, date: draft.date, comment: validComment))
    }

    /// The title `text` gives, trimmed of white space at both ends, or its problem: it must keep 1 to 100 characters.
    public static func title(from text: String) -> Result<String, ExpenseProblem> {
        let title = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if title.isEmpty { return .failure(.titleMissing) }
        if title.count > maximumTitleLength { return .failure(.titleTooLong) }
        return .success(title)
    }

    /// The amount `text` gives, or its problem: digits, optionally a `.` and one or two digits; more
    /// than 0 and at most `Amount.maximum`.
    public static func amount(from text: String) -> Result<Amount, ExpenseProblem> {
        if text.isEmpty { return .failure(.amountMissing) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let units = parts[0]
        let decimals = parts.count == 2 ? parts[1] : ""
        guard parts.count <= 2, !units.isEmpty, units.allSatisfy(\.isASCIIDigit),
            parts.count == 1 || (1...2).contains(decimals.count), decimals.allSatisfy(\.isASCIIDigit)
        else { return .failure(.amountMalformed) }
        // At most 10 significant digits before the point: the cents then fit an `Int64` with room to spare.
        let significantUnits = units.drop { $0 == "0" }
        guard significantUnits.count <= 10,
            let whole = Int64(significantUnits.isEmpty ? "0" : String(significantUnits)),
            let fraction = Int64(decimals.padding(toLength: 2, withPad: "0", startingAt: 0))
        else { return .failure(.amountOutOfRange) }
        let amount = Amount(cents: whole * 100 + fraction)
        guard amount > .zero, amount <= .maximum else { return .failure(.amountOutOfRange) }
        return .success(amount)
    }

    /// The comment, kept exactly as typed, or its problem: it is optional, and at most 500 characters.
    public static func comment(from text: String) -> Result<String, ExpenseProblem> {
        text.count > maximumCommentLength ? .failure(.commentTooLong) : .success(text)
    }
}

/// A draft that is not an expense, with every problem it has.
public struct InvalidDraft: Error, Hashable, Sendable {
    public let problems: [ExpenseProblem]

    public init(problems: [ExpenseProblem]) {
        self.problems = problems
    }
}

extension Result where Failure == ExpenseProblem {
    fileprivate var problem: ExpenseProblem? {
        if case .failure(let problem) = self { return problem }
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) && isASCII }
}
