import Foundation

/// Rules that hold on every report, each checked on every report at once (Today, This Month, and This
/// Week once EXP-1 is done): the Starter keeps a copy of a report's code for each of its reports, so a
/// rule checked on one report says nothing about the others. The amounts are ones a binary `Double`
/// cannot hold (0.29, 1.15, 2.05), so a cent read off a `Double` and truncated shows.
extension ExpenseTrackerSpecs {
    static var places: [Spec] {
        [
            Spec(
                .expenses, "report_showsRowsAndTotalAlikeOnEveryReport",
                given:
                    "a tracker in America/St_Johns (-2:30 in May) whose clock reads 2025-05-14 23:00, and entries of today of "
                    + "0.29 (its comment typed with spaces and a tab around it), then 1.15 and 2.05",
                when: "the user opens every report after the first entry, then after all three",
                then:
                    "every report shows the same rows, local times, amounts with their exact cents, the comment as typed, "
                    + "Total 0.29, then Total 3.49"
            ) { adapters in
                let world = try ExpenseWorld(adapters, zone: "America/St_Johns", now: LocalTime(2025, 5, 14, 23, 0))
                let app = try world.launch()
                let comment = " \tpaid cash "
                try app.addExpense(
                    "Gum", amount: "0.29", at: try world.date(LocalTime(2025, 5, 14, 8, 5)), comment: comment)
                let gum = row("2025-05-14 08:05", "Gum", "0.29", comment)

                try await expectEveryRow(of: app.reportTitles, "reports with one entry") { title in
                    let report = try app.report(title)
                    try expect(report.rows, equals: [gum], "the rows of \(title)")
                    try expect(report.totalLine, equals: "Total 0.29", "the total of \(title)")
                    try expect(report.emptyMessage, equals: nil, "the empty message of \(title)")
                }
                try app.addExpense("Bus", amount: "1.15", at: try world.date(LocalTime(2025, 5, 14, 9, 59, 59.5)))
                try app.addExpense("Tea", amount: "2.05", at: try world.date(LocalTime(2025, 5, 14, 22, 59, 59.9994)))

                try await expectEveryRow(of: app.reportTitles, "reports with three entries") { title in
                    let report = try app.report(title)
                    try expect(
                        report.rows,
                        equals: [row("2025-05-14 22:59", "Tea", "2.05"), row("2025-05-14 09:59", "Bus", "1.15"), gum],
                        "the rows of \(title)")
                    try expect(report.totalLine, equals: "Total 3.49", "the total of \(title)")
                }
            },
            Spec(
                .expenses, "addExpense_storesTheInstantTheScreenOpenedOnSavingWithoutPickingADate",
                given:
                    "a tracker whose clock reads 2025-05-14 15:30:30.5, with entries picked at 15:30:45 (Later) and 15:30:15 (Earlier)",
                when: "the user opens Add Expense and saves Tea without touching the Date field",
                then:
                    "every report lists Later, Tea, Earlier, Tea at 15:30: it keeps the instant to the half second, "
                    + "not the minute shown and not a later one"
            ) { adapters in
                let world = try ExpenseWorld(adapters, now: LocalTime(2025, 5, 14, 15, 30, 30.5))
                let app = try world.launch()
                try app.addExpense("Later", amount: "1", at: try world.date(LocalTime(2025, 5, 14, 15, 30, 45)))
                try app.addExpense("Earlier", amount: "1", at: try world.date(LocalTime(2025, 5, 14, 15, 30, 15)))

                try app.openAddExpense()
                app.type("Tea", into: .title)
                app.type("2", into: .amount)
                app.tapSave()

                try expect(app.isAddExpenseOpen, equals: false, "Add Expense open after Save")
                try await expectEveryRow(of: app.reportTitles, "reports") { title in
                    try expect(
                        try app.rows(of: title),
                        equals: [
                            row("2025-05-14 15:30", "Later", "1.00"), row("2025-05-14 15:30", "Tea", "2.00"),
                            row("2025-05-14 15:30", "Earlier", "1.00"),
                        ],
                        "the rows of \(title)")
                }
            },
        ]
    }
}
