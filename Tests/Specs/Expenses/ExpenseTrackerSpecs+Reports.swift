import Foundation

extension ExpenseTrackerSpecs {
    static var reportsList: [Spec] {
        [
            Spec(
                .expenses, "launch_showsReportsListWithTodayThenThisMonth",
                given: "a new tracker",
                when: "it starts",
                then:
                    "it shows the Reports list: Today, then This Month (and This Week between them once EXP-1 is done)"
            ) { adapters in
                let app = try ExpenseWorld(adapters).launch()
                let weekly = adapters.changeRequestsDone.contains(.weeklyReport)
                let titles = weekly ? ["Today", "This Week", "This Month"] : ["Today", "This Month"]

                try expect(app.reportTitles, equals: titles, "the Reports list")
                try expect(
                    app.visibleText,
                    equals: (["Reports"] + titles.map { "  \($0)" } + ["[Add Expense]"]).joined(separator: "\n"),
                    "the screen at start")
            },
            Spec(
                .expenses, "reportsList_showsThisWeekBetweenTodayAndThisMonthOnWeeklyReport",
                given: "a new tracker with the weekly report",
                when: "it starts",
                then: "the Reports list shows Today, This Week, This Month",
                changeRequest: .weeklyReport
            ) { adapters in
                let app = try ExpenseWorld(adapters).launch()

                try expect(app.reportTitles, equals: ["Today", "This Week", "This Month"], "the Reports list")
            },
            Spec(
                .expenses, "selectReport_opensReportTitledAsItsRowOnEveryRow",
                given: "the Reports list",
                when: "the user selects each row, and goes back",
                then: "each opens a report titled as the row, shown on top of the list; Back shows the list alone"
            ) { adapters in
                let app = try ExpenseWorld(adapters).launch()
                let list = app.visibleText

                try await expectEveryRow(of: app.reportTitles, "reports") { title in
                    app.selectReport(title)
                    let report = try unwrap(app.openReport, "the report \(title)", app)
                    try expect(report.title, equals: title, "the title of the report opened from \(title)")
                    try expect(app.visibleText, equals: list + "\n\n" + report.text, "the screens with \(title) open")
                    app.goBack()
                    try expect(
                        app.openReport == nil, "Back closes \(title)", expected: "no report", seen: app.visibleText)
                }
            },
            Spec(
                .expenses, "selectReport_doesNothingOnAnotherScreenOnTop",
                given: "the Add Expense screen open with a title typed; then Today open",
                when:
                    "the user selects each report while Add Expense is open; then, with each report open in turn, taps Add Expense and selects every report",
                then:
                    "nothing opens over Add Expense, which keeps its text above the Reports list as it was; nothing opens over a report, which stays the report shown"
            ) { adapters in
                let app = try ExpenseWorld(adapters).launch()
                let list = app.visibleText
                try app.openAddExpense()
                app.type("Lunch", into: .title)
                let adding = app.visibleText
                let form = try unwrap(app.addExpenseScreen, "the Add Expense screen", app)

                for title in app.reportTitles { app.selectReport(title) }

                // The Reports list stays below Add Expense as it was, its [Add Expense] line included.
                try expect(adding, equals: list + "\n\n" + form.text, "the screens with Add Expense open")

                try expect(
                    app.openReport == nil, "a report opened over Add Expense", expected: "none", seen: app.visibleText)
                try expect(app.visibleText, equals: adding, "the screens after selecting reports over Add Expense")
                app.tapCancel()
                try await expectEveryRow(of: app.reportTitles, "reports open") { open in
                    app.selectReport(open)
                    let report = try unwrap(app.openReport, open, app)
                    app.tapAddExpense()
                    for other in app.reportTitles { app.selectReport(other) }
                    try expect(app.isAddExpenseOpen, equals: false, "Add Expense open over \(open)")
                    try expect(
                        app.openReport?.title, equals: open,
                        "the report shown after selecting every report over \(open)")
                    try expect(app.visibleText, equals: list + "\n\n" + report.text, "the screens with \(open) open")
                    app.goBack()
                }
            },
            Spec(
                .expenses, "tapAddExpense_keepsTheFormAsTypedOnAddExpenseOpen",
                given:
                    "the Add Expense screen open at 2025-05-14 15:30, with Lunch, 12.30 and with Bob typed and 2025-05-14 09:05 picked",
                when: "the user taps Add Expense on the Reports list again",
                then:
                    "the same form stays open: Lunch, 12.30, with Bob and the Date 2025-05-14 09:05, not a new empty form"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                try app.openAddExpense()
                app.type("Lunch", into: .title)
                app.type("12.30", into: .amount)
                app.type("with Bob", into: .comment)
                app.pickDate(try world.date(LocalTime(2025, 5, 14, 9, 5)))

                app.tapAddExpense()

                let screen = try unwrap(
                    app.addExpenseScreen, "the Add Expense screen after tapping Add Expense again", app)
                try expect(
                    screen.fields, equals: [.title: "Lunch", .amount: "12.30", .comment: "with Bob"],
                    "the fields after tapping Add Expense again")
                try expect(screen.date, equals: "2025-05-14 09:05", "the Date field after tapping Add Expense again")
            },
        ]
    }

    static var reports: [Spec] {
        [
            Spec(
                .expenses, "report_listsEntriesNewestFirstOnDifferentDates",
                given: "entries of today added in the order 09:00, 17:45, 08:59, 12:00",
                when: "the user opens Today",
                then: "it lists them newest first: 17:45, 12:00, 09:00, 08:59"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                for (title, hour, minute) in [("nine", 9, 0), ("evening", 17, 45), ("early", 8, 59), ("noon", 12, 0)] {
                    try app.addExpense(title, amount: "1", at: try world.date(LocalTime(2025, 5, 14, hour, minute)))
                }

                try expect(try app.titles(in: "Today"), equals: ["evening", "noon", "nine", "early"], "Today's order")
                try expect(
                    try app.titles(in: "This Month"), equals: ["evening", "noon", "nine", "early"], "This Month's order"
                )
            },
            Spec(
                .expenses, "report_keepsInsertionOrderOnEqualDates",
                given:
                    "three entries with the same date added as tea, bread, milk (neither alphabetical nor by amount), and a later one",
                when: "the user opens each report",
                then: "each lists the later one first, then tea, bread, milk"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                let noon = try world.date(LocalTime(2025, 5, 14, 12, 0, 30.25))
                try app.addExpense("tea", amount: "3", at: noon)
                try app.addExpense("later", amount: "1", at: noon + 0.25)
                try app.addExpense("bread", amount: "1", at: noon)
                try app.addExpense("milk", amount: "2", at: noon)

                try await expectEveryRow(of: app.reportTitles, "reports") { title in
                    try expect(
                        try app.titles(in: title), equals: ["later", "tea", "bread", "milk"], "\(title)'s order")
                }
            },
            Spec(
                .expenses, "report_showsDateTitleAmountCommentAndTotalOnEntries",
                given: "two entries of today, one with a comment",
                when: "the user opens Today",
                then:
                    "each row shows `yyyy-MM-dd HH:mm`, title, amount with two decimals and comment; the last line is the Total"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                try app.addExpense("Coffee", amount: "3", at: try world.date(LocalTime(2025, 5, 14, 8, 0, 59.9)))
                try app.addExpense(
                    "Lunch", amount: "12.3", at: try world.date(LocalTime(2025, 5, 14, 9, 5)), comment: "with Bob")

                let report = try app.report("Today")

                try expect(
                    report.rows,
                    equals: [
                        row("2025-05-14 09:05", "Lunch", "12.30", "with Bob"),
                        row("2025-05-14 08:00", "Coffee", "3.00"),
                    ],
                    "Today's rows")
                try expect(report.totalLine, equals: "Total 15.30", "Today's total")
                try expect(report.emptyMessage, equals: nil, "Today's empty message")
                try expect(
                    report.text,
                    equals:
                        "Today\n2025-05-14 09:05  Lunch  12.30  with Bob\n2025-05-14 08:00  Coffee  3.00\nTotal 15.30",
                    "Today as text")
            },
            Spec(
                .expenses, "report_showsEmptyMessageAndZeroTotalOnNoEntries",
                given: "a new tracker",
                when: "the user opens each report",
                then: "each says there are no expenses and shows Total 0.00"
            ) { adapters in
                let app = try ExpenseWorld(adapters).launch()

                try await expectEveryRow(of: app.reportTitles, "empty reports") { title in
                    let report = try app.report(title)
                    try expect(report.rows, equals: [], "the rows of \(title)")
                    try expect(report.emptyMessage, equals: ExpenseMessage.emptyReport, "the empty message of \(title)")
                    try expect(report.totalLine, equals: "Total 0.00", "the total of \(title)")
                    try expect(
                        report.text, equals: "\(title)\n\(ExpenseMessage.emptyReport)\nTotal 0.00", "\(title) as text")
                }
            },
            Spec(
                .expenses, "report_sumsExactlyOnAThousandEntriesNearTheMaximumAmount",
                given:
                    "1000 entries of 999999999.99 and one of 1000000000.00 today (a Double sum would be off by cents)",
                when: "the user opens Today, then This Month",
                then:
                    "each shows 1001 rows and the total exactly 1000999999990.00, its first and last rows their amounts with two decimals, no grouping; with 102 entries each listed every row on screen"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                // The ends a long report is read by are what the whole report shows: empty, then short.
                for title in ["Today", "This Month"] { try app.expectEndsMatchTheWholeReport(title) }
                try app.addExpense("max", amount: "1000000000.00", at: world.clock.now)
                try app.addExpense("near", amount: "999999999.99", at: world.clock.now)
                for title in ["Today", "This Month"] { try app.expectEndsMatchTheWholeReport(title) }
                for added in 2...1000 {
                    try app.addExpense("near", amount: "999999999.99", at: world.clock.now)
                    // Past 100 rows once, each report read whole: its text lists every row (a screen that
                    // shows a page of rows, whatever rowCount says, fails here).
                    if added == 101 { for title in ["Today", "This Month"] { _ = try app.report(title) } }
                }

                let today = try app.reportEnds("Today")
                let thisMonth = try app.reportEnds("This Month")

                for report in [today, thisMonth] {
                    try expect(report.totalLine, equals: "Total 1000999999990.00", "\(report.title)'s total")
                    try expect(report.rowCount, equals: 1001, "\(report.title)'s rows")
                    try expect(report.firstRow?.amount, equals: "1000000000.00", "\(report.title)'s first row's amount")
                    try expect(report.lastRow?.amount, equals: "999999999.99", "\(report.title)'s last row's amount")
                }
            },
            Spec(
                .expenses, "report_showsLocalTimeOnTimeZonesWithOddOffsets",
                given:
                    "trackers in Pacific/Kiritimati (+14), America/St_Johns (-2:30 in May), Australia/Lord_Howe (+10:30) and Asia/Kathmandu (+5:45)",
                when: "the user adds an entry at 2025-05-14 12:00 UTC and opens This Month",
                then: "its row shows the local date and time of the tracker's time zone"
            ) { adapters in
                let table: [(zone: String, shown: String)] = [
                    ("UTC", "2025-05-14 12:00"), ("Pacific/Kiritimati", "2025-05-15 02:00"),
                    ("America/St_Johns", "2025-05-14 09:30"), ("Australia/Lord_Howe", "2025-05-14 22:30"),
                    ("Asia/Kathmandu", "2025-05-14 17:45"),
                ]
                let instant = Date(timeIntervalSince1970: 1_747_224_000)  // 2025-05-14 12:00:00 UTC
                try await expectEveryRow(of: table, "local times") { example in
                    let world = try ExpenseWorld(adapters, zone: example.zone, now: LocalTime(2025, 5, 20))
                    let app = try world.launch()

                    try app.addExpense("Lunch", amount: "1", at: instant)

                    try expect(
                        try app.rows(of: "This Month").map(\.date), equals: [example.shown],
                        "the row in \(example.zone)")
                }
            },
            Spec(
                .expenses, "report_showsTheMinuteOfTheNearestMillisecondOnHalfAMillisecondBeforeTheMinute",
                given:
                    "entries at 12:59:59.99945 and 12:59:59.99955 today, and on 31 December 1969 (before 1970, where "
                    + "instants count back) at 23:58:59.9994 and 23:58:59.9996",
                when: "the user opens Today",
                then:
                    "the first shows 12:59 (the nearest millisecond is 12:59:59.999), the second 13:00; "
                    + "in 1969, 23:58 and 23:59"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                try app.addExpense("before", amount: "1", at: try world.date(LocalTime(2025, 5, 14, 12, 59, 59.999_45)))
                try app.addExpense("after", amount: "1", at: try world.date(LocalTime(2025, 5, 14, 12, 59, 59.999_55)))

                let rows = try app.rows(of: "Today")

                try expect(
                    rows.map { "\($0.title) \($0.date)" },
                    equals: ["after 2025-05-14 13:00", "before 2025-05-14 12:59"],
                    "Today's rows, newest first")

                let world1969 = try ExpenseWorld(adapters, now: LocalTime(1969, 12, 31, 23, 59, 30))
                let app1969 = try world1969.launch()
                try app1969.addExpense(
                    "before", amount: "1", at: try world1969.date(LocalTime(1969, 12, 31, 23, 58, 59.999_4)))
                try app1969.addExpense(
                    "after", amount: "1", at: try world1969.date(LocalTime(1969, 12, 31, 23, 58, 59.999_6)))

                let rows1969 = try app1969.rows(of: "Today")

                try expect(
                    rows1969.map { "\($0.title) \($0.date)" },
                    equals: ["after 1969-12-31 23:59", "before 1969-12-31 23:58"], "Today's rows on 31 December 1969")
            },
        ]
    }
}
