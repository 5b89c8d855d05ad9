import Foundation

/// An instant written as ISO 8601 writes one: a date, `T`, a time of day, and an offset from UTC.
///
/// - The date: a calendar date (`2025-05-14`), an ordinal date (`2025-134`) or a week date (`2025-W20-3`),
///   with a four-digit year.
/// - The time: hours (`14`), hours and minutes (`14:00`) or hours, minutes and seconds (`14:00:00`), with a
///   fraction of the last of them after `.` or `,`, up to nine digits (`14:00:00.250`, `14,5`).
/// - The offset: `Z`, `+hh:mm` or `+hh`.
/// - The basic format writes the same without `-` and `:` (`20250514T140000+0200`, `2025W203T14Z`); one
///   instant is written in one format.
///
/// Refused, because a `Date` has no such instant or it is not one: a time without an offset (a local time),
/// `24:00`, a leap second (`23:59:60`), years of more than four digits.
struct ISO8601Instant {
    /// The instant without the fraction of its last unit; `nil` when the text has the form of an instant but
    /// names no real date or time (`2025-02-30`, `25:00`).
    let whole: Date?
    /// That fraction, in seconds (`14,5` is 14:00 and 1800 seconds).
    let fraction: TimeInterval

    /// `nil` when `text` is not written as an ISO 8601 instant.
    init?(_ text: String) {
        guard text.count <= 48, text.allSatisfy(\.isASCII) else { return nil }
        let halves = text.split(separator: "T", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let extended = halves[0].contains("-")
        guard let day = Self.day(String(halves[0]), extended: extended),
            let time = Self.time(String(halves[1]), extended: extended)
        else { return nil }
        whole = day.flatMap { start in time.map { start.addingTimeInterval(Double($0.seconds)) } }
        fraction = time?.fraction ?? 0
    }

    private static let utc = Calendar.gregorianUTC

    /// The numbers the groups of `pattern` match in `text`, `nil` for a group that matched nothing; `nil`
    /// when `pattern` does not match.
    private static func groups(_ pattern: String, in text: String) -> [String?]? {
        guard let expression = try? NSRegularExpression(pattern: "^" + pattern + "$"),
            let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        else { return nil }
        return (1..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: text).map { String(text[$0]) }
        }
    }

    /// Midnight UTC of the date, `.some(nil)` for a date of the right form that does not exist, `nil` for
    /// another form.
    private static func day(_ text: String, extended: Bool) -> Date?? {
        let dash = extended ? "-" : ""
        if let parts = groups(#"(\d{4})\#(dash)(\d{2})\#(dash)(\d{2})"#, in: text) {
            let (year, month, day) = (number(parts[0]), number(parts[1]), number(parts[2]))
            let components = DateComponents(year: year, month: month, day: day)
            guard year > 0, components.isValidDate(in: utc) else { return .some(nil) }
            return utc.date(from: components)
        }
        if let parts = groups(#"(\d{4})\#(dash)(\d{3})"#, in: text) {
            let (year, ordinal) = (number(parts[0]), number(parts[1]))
            guard year > 0, let first = newYear(year), let next = newYear(year + 1) else { return .some(nil) }
            let day = first.addingTimeInterval(Double(ordinal - 1) * 86_400)
            return ordinal >= 1 && day < next ? day : .some(nil)
        }
        if let parts = groups(#"(\d{4})\#(dash)W(\d{2})\#(dash)([1-7])"#, in: text) {
            let (year, week, weekday) = (number(parts[0]), number(parts[1]), number(parts[2]))
            guard year > 0, let monday = firstMonday(year), let nextMonday = firstMonday(year + 1) else {
                return .some(nil)
            }
            let day = monday.addingTimeInterval(Double((week - 1) * 7 + weekday - 1) * 86_400)
            return week >= 1 && day < nextMonday ? day : .some(nil)
        }
        return nil
    }

    /// Whole seconds from midnight UTC of the time's day to its instant, and the fraction of its last unit
    /// in seconds; `.some(nil)` for a time of the right form that does not exist, `nil` for another form.
    private static func time(_ text: String, extended: Bool) -> (seconds: Int, fraction: TimeInterval)?? {
        let colon = extended ? ":" : ""
        let pattern =
            #"(\d{2})(?:\#(colon)(\d{2})(?:\#(colon)(\d{2}))?)?(?:[.,](\d{1,9}))?(Z|[+-]\d{2}(?:\#(colon)\d{2})?)"#
        guard let parts = groups(pattern, in: text), let zone = parts[4] else { return nil }
        let (hour, minute, second) = (number(parts[0]), parts[1].map(number), parts[2].map(number))
        let digits = zone.dropFirst().filter(\.isNumber)
        let offsetHours = Int(digits.prefix(2)) ?? 0
        let offsetMinutes = Int(digits.dropFirst(2)) ?? 0
        guard hour < 24, (minute ?? 0) < 60, (second ?? 0) < 60, offsetHours < 24, offsetMinutes < 60 else {
            return .some(nil)
        }
        // A fraction belongs to the last unit given: the seconds, else the minutes, else the hours.
        let fraction = parts[3].flatMap { Double("0." + $0) } ?? 0
        let unit: Double = second != nil ? 1 : minute != nil ? 60 : 3600
        let offset = (zone.hasPrefix("-") ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
        return (hour * 3600 + (minute ?? 0) * 60 + (second ?? 0) - offset, fraction * unit)
    }

    private static func number(_ text: String?) -> Int {
        text.flatMap { Int($0) } ?? 0
    }

    private static func newYear(_ year: Int) -> Date? {
        utc.date(from: DateComponents(year: year, month: 1, day: 1))
    }

    /// The Monday of the first week of `year`: the week that holds its 4 January.
    private static func firstMonday(_ year: Int) -> Date? {
        guard let fourth = utc.date(from: DateComponents(year: year, month: 1, day: 4)) else { return nil }
        let daysSinceMonday = (utc.component(.weekday, from: fourth) + 5) % 7
        return fourth.addingTimeInterval(-Double(daysSinceMonday) * 86_400)
    }
}
