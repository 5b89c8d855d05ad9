import ExpensesDomain
import Foundation
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct ReportRangeTests {
    @Test func allCases_listsTodayThisWeekThisMonthInOrder() {
        #expect(ReportRange.allCases == [.today, .thisWeek, .thisMonth])
    }

    @Test(arguments: [
        // zone, instant (local), range, expected start (local), expected end (local)
        ("UTC", "2025-05-14 23:59:59.5", ReportRange.today, "2025-05-14 00:00:00", "2025-05-15 00:00:00"),
        ("America/New_York", "2025-03-09 12:00:00", .today, "2025-03-09 00:00:00", "2025-03-10 00:00:00"),
        ("America/New_York", "2025-11-02 23:00:00", .today, "2025-11-02 00:00:00", "2025-11-03 00:00:00"),
        ("Pacific/Kiritimati", "2024-02-29 00:00:00", .thisMonth, "2024-02-01 00:00:00", "2024-03-01 00:00:00"),
        ("America/St_Johns", "2025-01-31 23:59:59.5", .thisMonth, "2025-01-01 00:00:00", "2025-02-01 00:00:00"),
        ("Australia/Lord_Howe", "2025-04-12 23:59:59.5", .thisWeek, "2025-04-06 00:00:00", "2025-04-13 00:00:00"),
        ("UTC", "2025-01-01 08:00:00", .thisWeek, "2024-12-29 00:00:00", "2025-01-05 00:00:00"),
        ("America/New_York", "2025-03-09 00:00:00", .thisWeek, "2025-03-09 00:00:00", "2025-03-16 00:00:00"),
    ])
    func period_startsAtLocalMidnightAndEndsAtTheNextPeriodsStart(
        zone: String, instant: String, range: ReportRange, start: String, end: String
    ) throws {
        let calendar = try makeCalendar(zone)

        let period = try #require(range.period(containing: try local(instant, calendar), in: calendar))

        #expect(period == Period(start: try local(start, calendar), end: try local(end, calendar)))
    }

    @Test func period_containsStartButNotEnd() {
        let period = Period(start: date(10), end: date(20))

        #expect(period.contains(date(10)))
        #expect(period.contains(date(19.999)))
        #expect(!period.contains(date(20)))
        #expect(!period.contains(date(9.999)))
    }

    // MARK: - Helpers

    private func makeCalendar(_ zone: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone), sourceLocation: sourceLocation)
        return calendar
    }

    private func local(_ text: String, _ calendar: Calendar) throws -> Date {
        let parts = text.split(whereSeparator: { "- :".contains($0) })
        let second = try #require(Double(parts[5]))
        let components = DateComponents(
            year: Int(parts[0]), month: Int(parts[1]), day: Int(parts[2]), hour: Int(parts[3]), minute: Int(parts[4]))
        return try #require(calendar.date(from: components)) + second
    }
}
