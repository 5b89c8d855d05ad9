import ExpensesDomain
import ExpensesScreens
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct ExpenseWordingTests {
    @Test func title_namesEachRangeAsTheReportsListShowsIt() {
        #expect(ReportRange.allCases.map(ExpenseWording.title(of:)) == ["Today", "This Week", "This Month"])
    }

    @Test(arguments: [
        (ExpenseProblem.titleTooLong, "Title must be at most 100 characters."),
        (.commentTooLong, "Comment must be at most 500 characters."),
        (.amountOutOfRange, "Amount must be more than 0.00 and at most 1000000000.00."),
    ])
    func message_namesTheLimitOnProblemsWithALimit(problem: ExpenseProblem, message: String) {
        #expect(ExpenseWording.message(for: problem) == message)
    }
}
