import ExpensesDomain
import Foundation
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct ExpenseRulesTests {
    @Test(arguments: [
        ("12", 1200), ("12.5", 1250), ("12.50", 1250), ("0.99", 99), ("0.01", 1), ("007", 700),
        ("1000000000.00", 100_000_000_000),
    ])
    func amount_deliversCentsOnAcceptedText(text: String, cents: Int) {
        #expect(ExpenseRules.amount(from: text) == .success(Amount(cents: Int64(cents))))
    }

    @Test(arguments: [
        ("", ExpenseProblem.amountMissing), (" 12", .amountMalformed), ("12,5", .amountMalformed),
        ("-5", .amountMalformed), ("1e3", .amountMalformed), ("0x1p3", .amountMalformed), ("inf", .amountMalformed),
        ("nan", .amountMalformed), ("12.345", .amountMalformed), ("$5", .amountMalformed), ("12.", .amountMalformed),
        (".5", .amountMalformed), ("\u{661}", .amountMalformed), ("0", .amountOutOfRange), ("0.00", .amountOutOfRange),
        ("1000000000.01", .amountOutOfRange), (String(repeating: "9", count: 50), .amountOutOfRange),
    ])
    func amount_deliversProblemOnRejectedText(text: String, problem: ExpenseProblem) {
        #expect(ExpenseRules.amount(from: text) == .failure(problem))
    }

    @Test func title_trimsWhiteSpaceAndAcceptsUpTo100Characters() {
        #expect(ExpenseRules.title(from: " \tLunch\n") == .success("Lunch"))
        #expect(
            ExpenseRules.title(from: String(repeating: "é", count: 100)) == .success(String(repeating: "é", count: 100))
        )
        #expect(ExpenseRules.title(from: String(repeating: "é", count: 101)) == .failure(.titleTooLong))
        #expect(ExpenseRules.title(from: " \n ") == .failure(.titleMissing))
    }

    @Test func comment_keepsTextExactlyUpTo500Characters() {
        #expect(ExpenseRules.comment(from: "  as typed ") == .success("  as typed "))
        #expect(ExpenseRules.comment(from: String(repeating: "c", count: 501)) == .failure(.commentTooLong))
    }

    @Test func expense_deliversEveryProblemOnSeveralWrongFields() {
        let draft = ExpenseDraft(
            title: "", amount: "x", date: Date(timeIntervalSinceReferenceDate: 0),
            comment: String(repeating: "c", count: 501))

        let result = ExpenseRules.expense(from: draft, id: UUID())

        #expect(result == .failure(InvalidDraft(problems: [.titleMissing, .amountMalformed, .commentTooLong])))
    }

    @Test func expense_deliversExpenseWithGivenIDOnValidDraft() {
        let id = UUID()
        let date = Date(timeIntervalSinceReferenceDate: 12.5)
        let draft = ExpenseDraft(title: " Lunch ", amount: "12.3", date: date, comment: " ok")

        let result = ExpenseRules.expense(from: draft, id: id)

        #expect(
            result == .success(Expense(id: id, title: "Lunch", amount: Amount(cents: 1230), date: date, comment: " ok"))
        )
    }
}
