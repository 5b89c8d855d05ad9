import Foundation
import ImplementationAdapters
import Specs
import Testing

extension OneAppAtATime {
    @Suite("Each adapter's report ends")
    struct ReportEndsTests {
        // `reportEnds(_:)` reads a long report without its middle rows (the thousand-entry spec uses it):
        // what each implementation's adapter gives must be what the whole report shows. It judges the
        // adapters, which an attendee edits, so it runs in swift test, beside the specs.

        @Test(
            "a report's ends are its title, first and last rows, row count and total, as the whole report shows them",
            arguments: Implementation.allCases)
        @MainActor
        func reportEnds_matchTheWholeReportOnEachImplementation(implementation: Implementation) throws {
            let world = try ExpenseWorld(implementation.adapters)
            let app = try world.launch()
            for (title, amount, minutes) in [("Lunch", "12.30", -90.0), ("Bus", "2.50", -60), ("Tea", "0.99", -30)] {
                try app.addExpense(title, amount: amount, at: world.clock.now + minutes * 60)
            }

            for title in ["Today", "This Month"] {
                let report = try app.report(title)
                let ends = try app.reportEnds(title)

                #expect(ends.title == report.title)
                #expect(ends.rowCount == 3)
                #expect(ends.rowCount == report.rows.count)
                #expect(ends.firstRow == report.rows.first)
                #expect(ends.lastRow == report.rows.last)
                #expect(ends.totalLine == report.totalLine)
                #expect(ends.firstRow?.title == "Tea")
                #expect(ends.lastRow?.title == "Lunch")
            }
        }

        @Test("an empty report's ends have no rows and the zero total", arguments: Implementation.allCases)
        @MainActor
        func reportEnds_haveNoRowsOnEmptyReportOnEachImplementation(implementation: Implementation) throws {
            let app = try ExpenseWorld(implementation.adapters).launch()

            let ends = try app.reportEnds("Today")

            #expect(ends.rowCount == 0)
            #expect(ends.firstRow == nil)
            #expect(ends.lastRow == nil)
            #expect(ends.totalLine == "Total 0.00")
        }
    }
}
