import ExpensesDomain
import ExpensesScreens
import Foundation
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct ExpenseReportTests {
    @Test func init_listsNewestFirstAndKeepsTiesInTheOrderGiven() {
        let tieA = makeExpense(title: "a", at: 5)
        let newest = makeExpense(title: "newest", at: 9)
        let tieB = makeExpense(title: "b", at: 5)

        let report = ExpenseReport(expenses: [tieA, newest, tieB])

        #expect(report.entries == [newest, tieA, tieB])
    }

    @Test func total_isExactOnManyMaximumAmounts() {
        // One expense 100 000 times: a UUID for each would open /dev/urandom 100 000 times on Linux.
        let expenses = Array(repeating: makeExpense(title: "max", at: 1, cents: 100_000_000_000), count: 100_000)

        let report = ExpenseReport(expenses: expenses + [makeExpense(title: "cent", at: 1, cents: 1)])

        #expect(report.total == Amount(cents: 10_000_000_000_000_001))
    }

    @Test(arguments: [(0, "0.00"), (5, "0.05"), (1230, "12.30"), (100_000_000_000, "1000000000.00")])
    func text_writesTwoDecimalsWithoutGrouping(cents: Int, text: String) throws {
        let format = ExpenseFormat(timeZone: try #require(TimeZone(identifier: "UTC")))

        #expect(format.text(for: Amount(cents: Int64(cents))) == text)
    }

    @Test func text_writesHugeTotalsExactly() throws {
        let format = ExpenseFormat(timeZone: try #require(TimeZone(identifier: "UTC")))

        #expect(
            format.text(for: Amount(cents: .max)) == "92233720368547758.07")
    }

    @Test(
        "a date reads to the minute in the format's time zone, rounded to the millisecond first as DateFormatter does",
        arguments: [
            (0.0, "2001-01-01 09:00"), (59.9994, "2001-01-01 09:00"), (59.9996, "2001-01-01 09:01"),
            (-60.0004, "2001-01-01 08:59"), (-60.0006, "2001-01-01 08:58"),
        ] as [(Double, String)])
    func text_writesTheDateToTheMinute(sinceReference seconds: Double, text: String) throws {
        let format = ExpenseFormat(timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))

        #expect(format.text(for: Date(timeIntervalSinceReferenceDate: seconds)) == text)
    }
}
