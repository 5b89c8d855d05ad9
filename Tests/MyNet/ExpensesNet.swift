// Your net for the expense tracker (kata expenses-net): specs you write against the Starter as it is.
// Measure it:   swift run kata mutants expenses --net mine
// Every spec here must pass on the Starter: it says what the app does today, right or wrong.
// It runs in every swift test; when one fails, the verdict at the end of the run names it as yours.

import ImplementationAdapters
import Specs
import Testing

@MainActor
@Suite("Your expenses net", .serialized, .attendeeNet)
struct ExpensesNet {
    let world: ExpenseWorld

    init() throws {
        world = try ExpenseWorld(Implementation.starter.adapters, now: LocalTime(2025, 5, 14, 15, 30))
    }

    @Test func givenAnEmptyTracker_whenIAddLunch_thenTodayListsIt() throws {
        let app = try world.launch()

        try app.addExpense("Lunch", amount: "12.3", at: try world.date(LocalTime(2025, 5, 14, 9, 5)))

        let today = try app.report("Today")
        #expect(today.rows == [row("2025-05-14 09:05", "Lunch", "12.30")])
        #expect(today.totalLine == "Total 12.30")
    }

    // Add your specs here: one behaviour each, named given_when_then.
}
