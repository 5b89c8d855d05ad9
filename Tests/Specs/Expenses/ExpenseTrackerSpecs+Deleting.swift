import Foundation

extension ExpenseTrackerSpecs {
    static var deleting: [Spec] {
        [
            Spec(
                .expenses, "deleteRow_removesExactlyThatEntryOnTwinEntries",
                given: "three entries of the same title, amount and date (comments first, second, third) and another "
                    + "entry, kept in memory and, again, in a database file",
                when: "the user deletes the second twin in Today",
                then:
                    "exactly that entry disappears from Today and from every other report; the total drops by its amount"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                for database in [ExpenseDatabaseLocation.inMemory, .file(folder.file("expenses.sqlite"))] {
                    let world = try ExpenseWorld(adapters, database: database)
                    let app = try world.launch()
                    let noon = try world.date(LocalTime(2025, 5, 14, 12))
                    try app.addExpense("Coffee", amount: "3", at: noon - 3_600)
                    for comment in ["first", "second", "third"] {
                        try app.addExpense("Lunch", amount: "12.30", at: noon, comment: comment)
                    }
                    let before = try app.report("Today")
                    try expect(
                        before.rows.map(\.comment), equals: ["first", "second", "third", ""],
                        "Today's comments before deleting (\(database))")

                    app.deleteReportRow(at: 1)

                    let after = try unwrap(app.openReport, "Today after deleting", app)
                    try expect(
                        after.rows.map(\.comment), equals: ["first", "third", ""],
                        "Today's comments after deleting (\(database))")
                    try expect(after.totalLine, equals: "Total 27.60", "Today's total after deleting (\(database))")
                    try await expectEveryRow(of: app.reportTitles, "every report after deleting (\(database))") {
                        title in
                        try expect(
                            try app.rows(of: title).map(\.comment), equals: ["first", "third", ""],
                            "\(title)'s comments")
                    }
                }
            },
            Spec(
                .expenses, "deleteRow_removesOneEntryOnEntriesAlikeInEveryField",
                given: "two entries alike in title, amount, date and comment",
                when: "the user deletes the first row of This Month",
                then: "one of them remains in every report"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                try app.addExpense("Lunch", amount: "12.30", at: world.clock.now, comment: "twin")
                try app.addExpense("Lunch", amount: "12.30", at: world.clock.now, comment: "twin")
                _ = try app.report("This Month")

                app.deleteReportRow(at: 0)

                try await expectEveryRow(of: app.reportTitles, "every report after deleting") { title in
                    try expect(try app.rows(of: title).count, equals: 1, "\(title)'s rows")
                }
            },
            Spec(
                .expenses, "deleteRow_showsEmptyReportOnDeletingTheLastEntry",
                given: "one entry of today",
                when: "the user deletes it in This Month",
                then: "This Month and Today say there are no expenses and show Total 0.00"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                try app.addExpense("Lunch", amount: "12.30", at: world.clock.now)
                _ = try app.report("This Month")

                app.deleteReportRow(at: 0)

                let after = try unwrap(app.openReport, "This Month after deleting", app)
                try expect(after.text, equals: "This Month\n\(ExpenseMessage.emptyReport)\nTotal 0.00", "This Month")
                try expect(try app.report("Today").totalLine, equals: "Total 0.00", "Today's total")
            },
            Spec(
                .expenses, "deleteRow_showsTheNewDayOnDeletingAfterMidnight",
                given:
                    "entries at 23:00 on the last day of a period and at 00:30 the day after, and the report opened at 23:30: "
                    + "Today on 14 May, This Month on 31 May",
                when: "the clock passes midnight and the user deletes the 23:00 row",
                then: "the report reads the clock again and shows the new day, or the new month: the 00:30 entry"
            ) { adapters in
                let periods: [(report: String, lastDay: LocalTime, nextDay: LocalTime)] = [
                    ("Today", LocalTime(2025, 5, 14), LocalTime(2025, 5, 15)),
                    ("This Month", LocalTime(2025, 5, 31), LocalTime(2025, 6, 1)),
                ]
                try await expectEveryRow(of: periods, "a report deleted from after midnight") { period in
                    let (last, next) = (period.lastDay, period.nextDay)
                    let world = try ExpenseWorld(adapters, now: LocalTime(last.year, last.month, last.day, 23, 30))
                    let app = try world.launch()
                    try app.addExpense(
                        "late dinner", amount: "20", at: try world.date(LocalTime(last.year, last.month, last.day, 23)))
                    try app.addExpense(
                        "night bus", amount: "3", at: try world.date(LocalTime(next.year, next.month, next.day, 0, 30)))
                    try expect(
                        try app.rows(of: period.report).map(\.title), equals: ["late dinner"],
                        "\(period.report) at 23:30")
                    try world.setClock(to: LocalTime(next.year, next.month, next.day, 0, 10))

                    app.deleteReportRow(at: 0)

                    let after = try unwrap(app.openReport, "\(period.report) after deleting", app)
                    try expect(
                        after.rows.map(\.title), equals: ["night bus"],
                        "\(period.report)'s rows after deleting at 00:10")
                    try expect(
                        after.totalLine, equals: "Total 3.00", "\(period.report)'s total after deleting at 00:10")
                }
            },
            Spec(
                .expenses, "deleteRow_staysDeletedOnReopeningTheFile",
                given: "a tracker on a database file with two entries",
                when: "the user deletes one, closes the app and opens it again on the same file",
                then: "only the other entry is listed"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let world = try ExpenseWorld(adapters, database: .file(folder.file("expenses.sqlite")))
                let app = try world.launch()
                try app.addExpense("keep", amount: "1", at: world.clock.now - 60)
                try app.addExpense("delete", amount: "2", at: world.clock.now)
                _ = try app.report("Today")
                app.deleteReportRow(at: 0)

                try app.relaunch()

                try expect(try app.titles(in: "Today"), equals: ["keep"], "Today after reopening")
            },
            Spec(
                .expenses, "deleteRow_changesNothingOnARowThatIsNotShown",
                given: "Lunch 12.30 today, in Today and then in This Month",
                when: "a delete arrives for a row before the first (-1) and for the row after the last (1)",
                then: "nothing changes: the report still lists Lunch with Total 12.30 and no message"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                try app.addExpense("Lunch", amount: "12.30", at: world.clock.now)
                for title in ["Today", "This Month"] {
                    let before = try app.report(title)

                    app.deleteReportRow(at: -1)
                    app.deleteReportRow(at: 1)

                    let after = try unwrap(app.openReport, "\(title) after deleting rows that are not shown", app)
                    try expect(after.text, equals: before.text, "\(title) after deleting rows that are not shown")
                    app.goBack()
                }
            },
        ]
    }
}
