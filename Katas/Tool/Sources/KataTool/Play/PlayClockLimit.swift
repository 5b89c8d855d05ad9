import Foundation

/// How far the play clock goes: `wait` moves it at most about 31 years at a time, and neither `wait` nor
/// `--now` take it out of 0001-01-02T00:00:00Z to before 9999-12-31T00:00:00Z.
/// A day of margin at each end keeps every local date, in any time zone, in the years 0001 to 9999:
/// four digits for its year, and the same reports on both implementations (outside it, the Starter's
/// month and the Refactored's differ: This Month of 0001-01-01 in Pacific/Kiritimati).
enum PlayClockLimit {
    static let maximumWait = 999_999_999

    /// 0001-01-02T00:00:00Z, in Foundation's Gregorian calendar (Julian before 1582, as every date
    /// formatter of the apps counts).
    static let earliest = utc.date(from: DateComponents(year: 1, month: 1, day: 2))!
    /// 9999-12-31T00:00:00Z, the first instant out of range.
    static let latest = utc.date(from: DateComponents(year: 9999, month: 12, day: 31))!

    /// `0001-01-02T00:00:00Z`.
    static func shown(_ date: Date) -> String {
        DateFormatter.fixed("yyyy-MM-dd'T'HH:mm:ss'Z'", in: utc.timeZone).string(from: date)
    }

    private static let utc = Calendar.gregorianUTC
}
