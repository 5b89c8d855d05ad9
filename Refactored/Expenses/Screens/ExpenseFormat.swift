import ExpensesDomain
import Foundation

/// How the tracker writes dates and amounts: `yyyy-MM-dd HH:mm` in its time zone, and two decimals.
///
/// A value, `Sendable`, with no formatter object to guard: the presenter that uses it runs on any actor.
public struct ExpenseFormat: Sendable {
    private let dateStyle: Date.VerbatimFormatStyle

    public init(timeZone: TimeZone) {
        dateStyle = Date.VerbatimFormatStyle(
            format: """
                \(year: .padded(4))-\(month: .twoDigits)-\(day: .twoDigits) \
                \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)
                """,
            locale: Locale(identifier: "en_US_POSIX"), timeZone: timeZone, calendar: Calendar(identifier: .gregorian))
    }

    /// The date to the minute, after rounding to the nearest millisecond as `DateFormatter` does (so
    /// `12:59:59.9996` reads `13:00`, as the Starter shows it).
    public func text(for date: Date) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000 + 0.5).rounded(.down)
        return Date(timeIntervalSince1970: milliseconds / 1000).formatted(dateStyle)
    }

    /// Two decimals, `.` as separator, no grouping: `12.30`.
    public func text(for amount: Amount) -> String {
        let (units, cents) = amount.cents.quotientAndRemainder(dividingBy: 100)
        return "\(units)." + (cents < 10 ? "0\(cents)" : "\(cents)")
    }
}
