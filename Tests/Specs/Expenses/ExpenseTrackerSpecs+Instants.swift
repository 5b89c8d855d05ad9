import Foundation

extension ExpenseTrackerSpecs {
    /// Periods around instants the clocks make odd: a midnight that does not exist or comes twice, a day a
    /// country skipped.
    static var instants: [Spec] {
        [
            Spec(
                .expenses, "todayReport_endsAtTheNextMidnightOnDaysWhoseMidnightIsSkipped",
                given:
                    "entries around a day whose clocks jump from 23:59:59 to 01:00 (Santiago, Havana, Asunción, Beirut), "
                    + "or to 00:15 (Kathmandu on 1 January 1986, when +5:30 became +5:45), and the next day at 00:00",
                when: "the user opens Today on that day at 01:30 and at 23:59:59.5",
                then:
                    "Today lists the entries from its first instant (01:00, or 00:15) to 23:59:59.5, not those of the next "
                    + "day's first hour"
            ) { adapters in
                let days = [
                    ("America/Santiago", LocalTime(2024, 9, 8), LocalTime(2024, 9, 9), LocalTime(2024, 9, 7)),
                    ("America/Havana", LocalTime(2025, 3, 9), LocalTime(2025, 3, 10), LocalTime(2025, 3, 8)),
                    ("America/Asuncion", LocalTime(2023, 10, 1), LocalTime(2023, 10, 2), LocalTime(2023, 9, 30)),
                    ("Asia/Beirut", LocalTime(2025, 3, 30), LocalTime(2025, 3, 31), LocalTime(2025, 3, 29)),
                    ("Asia/Kathmandu", LocalTime(1986, 1, 1), LocalTime(1986, 1, 2), LocalTime(1985, 12, 31)),
                ].map { DayAroundAnOddInstant(zone: $0, day: $1, next: $2, before: $3) }
                try await expectToday(
                    adapters, "Today on a day without midnight",
                    days.flatMap { [$0.at(LocalTime($0.day.year, $0.day.month, $0.day.day, 1, 30)), $0.atItsEnd] })
            },
            Spec(
                .expenses, "todayReport_endsAtTheNextMidnightOnTheDayBeforeASkippedMidnight",
                given:
                    "entries around the day before the clocks skip midnight (Santiago, Havana), whose next day starts at 01:00",
                when: "the user opens Today on the day before, at 23:59:59.5",
                then: "Today lists the entries from its midnight to 23:59:59.5 only"
            ) { adapters in
                try await expectToday(
                    adapters, "Today before a day without midnight",
                    [
                        DayAroundAnOddInstant(
                            zone: "America/Santiago", day: LocalTime(2024, 9, 7), next: LocalTime(2024, 9, 8, 1),
                            before: LocalTime(2024, 9, 6)
                        ).atItsEnd,
                        DayAroundAnOddInstant(
                            zone: "America/Havana", day: LocalTime(2025, 3, 8), next: LocalTime(2025, 3, 9, 1),
                            before: LocalTime(2025, 3, 7)
                        ).atItsEnd,
                    ])
            },
            Spec(
                .expenses, "todayReport_countsEachDayOnceOnClocksGoingBackAcrossMidnight",
                given:
                    "entries around the days when Havana's clocks go back from 01:00 to 00:00 (2 November 2025: "
                    + "midnight comes twice) and Santiago's from 00:00 to 23:00 (6 April 2025: Saturday's last hour comes twice)",
                when: "the user opens Today on the day before, at 23:59:59.5, and on the day itself, at noon",
                then: "each lists the entries of its own day only: the first 00:00 starts the new day"
            ) { adapters in
                let days = [
                    ("America/Havana", LocalTime(2025, 11, 1), LocalTime(2025, 11, 2), LocalTime(2025, 10, 31)),
                    ("America/Havana", LocalTime(2025, 11, 2), LocalTime(2025, 11, 3), LocalTime(2025, 11, 1)),
                    ("America/Santiago", LocalTime(2025, 4, 5), LocalTime(2025, 4, 6), LocalTime(2025, 4, 4)),
                    ("America/Santiago", LocalTime(2025, 4, 6), LocalTime(2025, 4, 7), LocalTime(2025, 4, 5)),
                ].map { DayAroundAnOddInstant(zone: $0, day: $1, next: $2, before: $3) }
                try await expectToday(
                    adapters, "Today when the clocks go back across midnight",
                    [
                        days[0].atItsEnd, days[1].at(LocalTime(2025, 11, 2, 12)), days[2].atItsEnd,
                        days[3].at(LocalTime(2025, 4, 6, 12)),
                    ])
            },
            Spec(
                .expenses, "thisMonthReport_endsAtTheNextFirstOnMonthsWhoseFirstMidnightIsSkipped",
                given:
                    "entries around October 2023 in Asunción, whose clocks jumped from 23:59:59 on 30 September to 01:00 "
                    + "on 1 October, and around September 2023 there",
                when:
                    "the user opens This Month in October and in September, on the 15th at noon and at its last instant",
                then:
                    "October lists its entries from 1 October 01:00 to 31 October 23:59:59.5, not those of 1 November; "
                    + "September ends where October starts"
            ) { adapters in
                let months: [(first: LocalTime, last: LocalTime, next: LocalTime, before: LocalTime)] = [
                    (LocalTime(2023, 10, 1), LocalTime(2023, 10, 31), LocalTime(2023, 11, 1), LocalTime(2023, 9, 30)),
                    (LocalTime(2023, 9, 1), LocalTime(2023, 9, 30), LocalTime(2023, 10, 1, 1), LocalTime(2023, 8, 31)),
                ]
                let cases = months.flatMap { month in
                    [LocalTime(month.first.year, month.first.month, 15, 12), month.last.lastHalfSecond]
                        .map { (month: month, now: $0) }
                }
                try await expectEveryRow(of: cases, "This Month in Asunción") { item in
                    try await expectPeriod(
                        adapters, "This Month", zone: "America/Asuncion", now: item.now, start: item.month.first,
                        nextStart: item.month.next, dayBeforeStart: item.month.before, lastDay: item.month.last)
                }
            },
            Spec(
                .expenses, "todayReport_countsTheDaysAroundTheDaySamoaSkippedOnPacificApia",
                given:
                    "entries around 29 and 31 December 2011 in Apia, where 30 December did not exist (the clocks went from "
                    + "29 December 23:59:59 to 31 December 00:00)",
                when: "the user opens Today on 29 December and on 31 December, at 23:59:59.5",
                then:
                    "29 December lists its entries up to 31 December's midnight; 31 December lists its own from midnight"
            ) { adapters in
                try await expectToday(
                    adapters, "Today in Apia",
                    [
                        DayAroundAnOddInstant(
                            zone: "Pacific/Apia", day: LocalTime(2011, 12, 29), next: LocalTime(2011, 12, 31),
                            before: LocalTime(2011, 12, 28)
                        ).atItsEnd,
                        DayAroundAnOddInstant(
                            zone: "Pacific/Apia", day: LocalTime(2011, 12, 31), next: LocalTime(2012, 1, 1),
                            before: LocalTime(2011, 12, 29)
                        ).atItsEnd,
                    ])
            },
        ]
    }

    // MARK: - Helpers

    /// A day in a time zone, the start of the day after it and the day before it, and when Today is opened.
    struct DayAroundAnOddInstant {
        let zone: String
        let day: LocalTime
        let next: LocalTime
        let before: LocalTime
        var now: LocalTime?

        /// Today opened at `now`.
        func at(_ now: LocalTime) -> Self {
            var opened = self
            opened.now = now
            return opened
        }

        /// Today opened at the day's 23:59:59.5.
        var atItsEnd: Self { at(day.lastHalfSecond) }
    }

    /// Checks, for each day, that Today opened at its `now` lists its entries only (`expectPeriod`).
    @MainActor
    static func expectToday(_ adapters: Adapters, _ what: String, _ days: [DayAroundAnOddInstant]) async throws {
        try await expectEveryRow(of: days, what) { day in
            try await expectPeriod(
                adapters, "Today", zone: day.zone, now: day.now ?? day.day, start: day.day, nextStart: day.next,
                dayBeforeStart: day.before)
        }
    }
}
