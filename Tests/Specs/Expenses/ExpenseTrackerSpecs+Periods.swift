import Foundation

extension ExpenseTrackerSpecs {
    static var periods: [Spec] {
        [
            Spec(
                .expenses, "todayReport_includesMidnightToJustBeforeNextMidnightOnEveryTimeZone",
                given:
                    "entries at 23:59:59.5 the day before, at midnight, at 23:59:59.5 and 23:59:59.9994, and at the next midnight, "
                    + "in several time zones",
                when: "the user opens Today at midnight, at noon and at 23:59:59.5",
                then: "Today lists the entries at midnight, at 23:59:59.5 and at 23:59:59.9994 only"
            ) { adapters in
                let zones = [
                    "UTC", "America/New_York", "Pacific/Kiritimati", "America/St_Johns", "Australia/Lord_Howe",
                    "Asia/Kathmandu",
                ]
                let day = LocalTime(2025, 5, 14)
                let table = zones.flatMap { zone in
                    [day, LocalTime(2025, 5, 14, 12), day.lastHalfSecond].map { (zone: zone, now: $0) }
                }
                try await expectEveryRow(of: table, "Today") { example in
                    try await expectPeriod(
                        adapters, "Today", zone: example.zone, now: example.now,
                        start: day, nextStart: LocalTime(2025, 5, 15), dayBeforeStart: LocalTime(2025, 5, 13))
                }
            },
            Spec(
                .expenses, "todayReport_includesMidnightToJustBeforeNextMidnightOnYearEndsAndLeapDays",
                given:
                    "entries around New Year's Eve, New Year's Day, a leap day and the day after it, in UTC, Kiritimati (+14) and St. John's (-3:30)",
                when: "the user opens Today at its midnight, at noon and at 23:59:59.5",
                then: "Today lists the entries of its midnight, its 23:59:59.5 and its 23:59:59.9994 only"
            ) { adapters in
                let days: [(day: LocalTime, next: LocalTime, before: LocalTime)] = [
                    (LocalTime(2024, 12, 31), LocalTime(2025, 1, 1), LocalTime(2024, 12, 30)),
                    (LocalTime(2025, 1, 1), LocalTime(2025, 1, 2), LocalTime(2024, 12, 31)),
                    (LocalTime(2024, 2, 29), LocalTime(2024, 3, 1), LocalTime(2024, 2, 28)),
                    (LocalTime(2024, 3, 1), LocalTime(2024, 3, 2), LocalTime(2024, 2, 29)),
                ]
                let table = ["UTC", "Pacific/Kiritimati", "America/St_Johns"].flatMap { zone in
                    days.flatMap { day in
                        [day.day, LocalTime(day.day.year, day.day.month, day.day.day, 12), day.day.lastHalfSecond]
                            .map { (zone: zone, day: day, now: $0) }
                    }
                }
                try await expectEveryRow(of: table, "Today at year ends and leap days") { example in
                    try await expectPeriod(
                        adapters, "Today", zone: example.zone, now: example.now, start: example.day.day,
                        nextStart: example.day.next, dayBeforeStart: example.day.before)
                }
            },
            Spec(
                .expenses, "todayReport_countsOneDayOnDaylightSavingDaysOf23And25Hours",
                given:
                    "entries around the daylight-saving days of New York (23 and 25 hours) and Lord Howe (23.5 and 24.5 hours)",
                when: "the user opens Today early and late on that day",
                then: "Today lists exactly the entries from its midnight to 23:59:59.9994, each at its own local time"
            ) { adapters in
                let table: [(zone: String, day: LocalTime, next: LocalTime, before: LocalTime)] = [
                    ("America/New_York", LocalTime(2025, 3, 9), LocalTime(2025, 3, 10), LocalTime(2025, 3, 8)),
                    ("America/New_York", LocalTime(2025, 11, 2), LocalTime(2025, 11, 3), LocalTime(2025, 11, 1)),
                    ("Australia/Lord_Howe", LocalTime(2025, 4, 6), LocalTime(2025, 4, 7), LocalTime(2025, 4, 5)),
                    ("Australia/Lord_Howe", LocalTime(2025, 10, 5), LocalTime(2025, 10, 6), LocalTime(2025, 10, 4)),
                ]
                let cases = table.flatMap { example in
                    [
                        LocalTime(example.day.year, example.day.month, example.day.day, 0, 30),
                        example.day.lastHalfSecond,
                    ]
                    .map { (example: example, now: $0) }
                }
                try await expectEveryRow(of: cases, "Today on daylight-saving days") { item in
                    try await expectPeriod(
                        adapters, "Today", zone: item.example.zone, now: item.now,
                        start: item.example.day, nextStart: item.example.next, dayBeforeStart: item.example.before)
                }
            },
            Spec(
                .expenses, "thisMonthReport_includesFirstMidnightToLastDayOnEveryMonthLength",
                given:
                    "entries at the end of the month before, on the 1st at midnight, on the last day at 23:59:59.5 and "
                    + "23:59:59.9994, and on the next 1st",
                when:
                    "the user opens This Month on its first and last instants and in the middle, for months of 31, 30, 29 and 28 days",
                then: "This Month lists the entries of the 1st at midnight and of the last day only"
            ) { adapters in
                let months: [(zone: String, first: LocalTime, last: LocalTime, next: LocalTime, before: LocalTime)] = [
                    (
                        "UTC", LocalTime(2025, 1, 1), LocalTime(2025, 1, 31), LocalTime(2025, 2, 1),
                        LocalTime(2024, 12, 31)
                    ),
                    (
                        "UTC", LocalTime(2024, 2, 1), LocalTime(2024, 2, 29), LocalTime(2024, 3, 1),
                        LocalTime(2024, 1, 31)
                    ),
                    (
                        "UTC", LocalTime(2025, 2, 1), LocalTime(2025, 2, 28), LocalTime(2025, 3, 1),
                        LocalTime(2025, 1, 31)
                    ),
                    (
                        "UTC", LocalTime(2025, 4, 1), LocalTime(2025, 4, 30), LocalTime(2025, 5, 1),
                        LocalTime(2025, 3, 31)
                    ),
                    (
                        "UTC", LocalTime(2025, 12, 1), LocalTime(2025, 12, 31), LocalTime(2026, 1, 1),
                        LocalTime(2025, 11, 30)
                    ),
                    (
                        "Pacific/Kiritimati", LocalTime(2024, 2, 1), LocalTime(2024, 2, 29), LocalTime(2024, 3, 1),
                        LocalTime(2024, 1, 31)
                    ),
                    (
                        "America/St_Johns", LocalTime(2025, 3, 1), LocalTime(2025, 3, 31), LocalTime(2025, 4, 1),
                        LocalTime(2025, 2, 28)
                    ),
                    (
                        "America/New_York", LocalTime(2025, 11, 1), LocalTime(2025, 11, 30), LocalTime(2025, 12, 1),
                        LocalTime(2025, 10, 31)
                    ),
                    (
                        "Australia/Lord_Howe", LocalTime(2025, 4, 1), LocalTime(2025, 4, 30), LocalTime(2025, 5, 1),
                        LocalTime(2025, 3, 31)
                    ),
                ]
                let cases = months.flatMap { month in
                    [month.first, LocalTime(month.first.year, month.first.month, 15, 12), month.last.lastHalfSecond]
                        .map { (month: month, now: $0) }
                }
                try await expectEveryRow(of: cases, "This Month") { item in
                    try await expectPeriod(
                        adapters, "This Month", zone: item.month.zone, now: item.now,
                        start: item.month.first, nextStart: item.month.next, dayBeforeStart: item.month.before,
                        lastDay: item.month.last)
                }
            },
            Spec(
                .expenses, "thisMonthReport_readsTheClockWhenItOpensOnClockPassingIntoNextMonth",
                given: "a tracker launched on 2025-05-31 at 23:00 with May rent added then",
                when:
                    "the user opens This Month, goes back, the clock passes midnight into June, Coffee is added, and This Month opens again",
                then: "first This Month lists May rent; opened in June it lists only Coffee"
            ) { adapters in
                let world = try ExpenseWorld(adapters, now: LocalTime(2025, 5, 31, 23, 0))
                let app = try world.launch()
                try app.addExpense("May rent", amount: "900", at: world.clock.now)

                let inMay = try app.titles(in: "This Month")
                try world.setClock(to: LocalTime(2025, 6, 1, 0, 30))
                try app.addExpense("Coffee", amount: "3.50", at: world.clock.now)
                let inJune = try app.titles(in: "This Month")

                try expect(inMay, equals: ["May rent"], "This Month opened on 2025-05-31 at 23:00")
                try expect(inJune, equals: ["Coffee"], "This Month opened again on 2025-06-01 at 00:30")
            },
            Spec(
                .expenses, "thisWeekReport_includesSundayMidnightToSaturdayOnEveryWeek",
                given:
                    "entries on the Saturday before, on Sunday at midnight, on Saturday at 23:59:59.5 and 23:59:59.9994, "
                    + "and on the next Sunday",
                when: "the user opens This Week on its Sunday at midnight, on Wednesday and on Saturday at 23:59:59.5",
                then:
                    "This Week lists the entries from Sunday midnight to Saturday 23:59:59.9994 only, across months, years and "
                    + "daylight saving",
                changeRequest: .weeklyReport
            ) { adapters in
                let weeks:
                    [(zone: String, sunday: LocalTime, saturday: LocalTime, next: LocalTime, before: LocalTime)] = [
                        (
                            "UTC", LocalTime(2025, 5, 11), LocalTime(2025, 5, 17), LocalTime(2025, 5, 18),
                            LocalTime(2025, 5, 10)
                        ),
                        (
                            "UTC", LocalTime(2025, 5, 25), LocalTime(2025, 5, 31), LocalTime(2025, 6, 1),
                            LocalTime(2025, 5, 24)
                        ),
                        (
                            "UTC", LocalTime(2024, 12, 29), LocalTime(2025, 1, 4), LocalTime(2025, 1, 5),
                            LocalTime(2024, 12, 28)
                        ),
                        (
                            "America/New_York", LocalTime(2025, 3, 9), LocalTime(2025, 3, 15), LocalTime(2025, 3, 16),
                            LocalTime(2025, 3, 8)
                        ),
                        (
                            "America/New_York", LocalTime(2025, 11, 2), LocalTime(2025, 11, 8), LocalTime(2025, 11, 9),
                            LocalTime(2025, 11, 1)
                        ),
                        (
                            "Pacific/Kiritimati", LocalTime(2024, 2, 25), LocalTime(2024, 3, 2), LocalTime(2024, 3, 3),
                            LocalTime(2024, 2, 24)
                        ),
                        (
                            "America/St_Johns", LocalTime(2025, 5, 11), LocalTime(2025, 5, 17), LocalTime(2025, 5, 18),
                            LocalTime(2025, 5, 10)
                        ),
                        (
                            "Australia/Lord_Howe", LocalTime(2025, 4, 6), LocalTime(2025, 4, 12),
                            LocalTime(2025, 4, 13),
                            LocalTime(2025, 4, 5)
                        ),
                        // A Sunday whose midnight the clocks skip starts at 01:00; the week before ends there.
                        (
                            "America/Santiago", LocalTime(2024, 9, 8), LocalTime(2024, 9, 14), LocalTime(2024, 9, 15),
                            LocalTime(2024, 9, 7)
                        ),
                        (
                            "America/Santiago", LocalTime(2024, 9, 1), LocalTime(2024, 9, 7), LocalTime(2024, 9, 8, 1),
                            LocalTime(2024, 8, 31)
                        ),
                    ]
                let cases = weeks.flatMap { week in
                    [week.sunday, week.sunday.adding(days: 3, hours: 12), week.saturday.lastHalfSecond]
                        .map { (week: week, now: $0) }
                }
                try await expectEveryRow(of: cases, "This Week") { item in
                    try await expectPeriod(
                        adapters, "This Week", zone: item.week.zone, now: item.now, start: item.week.sunday,
                        nextStart: item.week.next, dayBeforeStart: item.week.before, lastDay: item.week.saturday,
                        middle: item.week.sunday.adding(days: 3, hours: 12))
                }
            },
        ]
    }

    // MARK: - Helpers

    /// Adds entries around a period (the instant before it, its start, optionally an instant in the middle,
    /// the last half second and the last millisecond of its last day, the start of the next period) to a
    /// tracker whose clock reads `now`, and checks that the report titled `report` lists exactly those inside,
    /// newest first, each at its local time (also across a daylight-saving change within the period).
    @MainActor
    static func expectPeriod(
        _ adapters: Adapters,
        _ report: String,
        zone: String,
        now: LocalTime,
        start: LocalTime,
        nextStart: LocalTime,
        dayBeforeStart: LocalTime,
        lastDay: LocalTime? = nil,
        middle: LocalTime? = nil,
        file: String = #filePath,
        line: Int = #line
    ) async throws {
        let world = try ExpenseWorld(adapters, zone: zone, now: now)
        let app = try world.launch()
        let lastDay = lastDay ?? start
        let lastMillisecond = LocalTime(lastDay.year, lastDay.month, lastDay.day, 23, 59, 59.999_4)
        try app.addExpense("next start", amount: "1", at: try world.date(nextStart), file: file, line: line)
        try app.addExpense(
            "last millisecond", amount: "32", at: try world.date(lastMillisecond), file: file, line: line)
        try app.addExpense(
            "last instant", amount: "2", at: try world.date(lastDay.lastHalfSecond), file: file, line: line)
        if let middle {
            try app.addExpense("middle", amount: "4", at: try world.date(middle), file: file, line: line)
        }
        try app.addExpense("start", amount: "8", at: try world.date(start), file: file, line: line)
        try app.addExpense(
            "before", amount: "16", at: try world.date(dayBeforeStart.lastHalfSecond), file: file, line: line)

        let shown = try app.report(report, file: file, line: line)

        let inside =
            [(title: "last millisecond", at: lastMillisecond), (title: "last instant", at: lastDay.lastHalfSecond)]
            + (middle.map { [(title: "middle", at: $0)] } ?? []) + [(title: "start", at: start)]
        try expect(
            shown.rows.map { "\($0.title) \($0.date)" },
            equals: try inside.map { "\($0.title) \(try world.shownMinute(of: try world.date($0.at)))" },
            "\(report) in \(zone) at \(now) (period from \(start.shown))", file: file, line: line)
        try expect(
            shown.totalLine, equals: middle == nil ? "Total 42.00" : "Total 46.00",
            "\(report) total in \(zone) at \(now)",
            file: file, line: line)
    }
}
