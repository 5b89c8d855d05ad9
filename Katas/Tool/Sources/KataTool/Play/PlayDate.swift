import Foundation

/// Dates typed for `kata play expenses`: the `--now` instant and the `date` command's local time.
/// Only real dates and times pass: 2025-02-30 is refused, never rolled over into March, and a local
/// time that a daylight saving change skips is named as such.
enum PlayDate {
    /// An ISO 8601 instant (`ISO8601Instant`: calendar, ordinal or week date; hours, minutes or seconds,
    /// with a fraction of the last; an offset) from `PlayClockLimit.earliest` up to its `latest`. A
    /// fraction is kept as exactly as a `Date` holds it: to about 30 microseconds in the year 9999.
    static func instant(_ text: String) throws(UsageError) -> Date {
        guard let instant = ISO8601Instant(text) else {
            throw UsageError(message: "--now takes an ISO 8601 instant, e.g. 2025-05-14T12:00:00Z.")
        }
        guard let whole = instant.whole else {
            throw UsageError(
                message: "--now \(Arguments.echo(text)) is not a real date and time, e.g. 2025-05-14T12:00:00Z.")
        }
        // Compared before the fraction is added: the last instants before the end round up to it.
        guard whole >= PlayClockLimit.earliest, instant.fraction < PlayClockLimit.latest.timeIntervalSince(whole) else {
            throw UsageError(
                message: "--now \(Arguments.echo(text)) is out of range: give an instant from "
                    + "\(PlayClockLimit.shown(PlayClockLimit.earliest)) up to \(PlayClockLimit.shown(PlayClockLimit.latest))."
            )
        }
        let last = Date(timeIntervalSinceReferenceDate: PlayClockLimit.latest.timeIntervalSinceReferenceDate.nextDown)
        return min(whole.addingTimeInterval(instant.fraction), last)
    }

    /// A local time `yyyy-MM-dd HH:mm` in `zone`.
    static func local(_ text: String, in zone: TimeZone) throws(SessionError) -> Date {
        let text = text.trimmingSpaces
        guard text.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$"#, options: .regularExpression) != nil else {
            throw SessionError(message: "Give a date like 2025-05-14 12:30.")
        }
        let wallClockFormat = DateFormatter.fixed("yyyy-MM-dd HH:mm", in: Calendar.gregorianUTC.timeZone)
        guard let wallClock = wallClockFormat.date(from: text), wallClockFormat.string(from: wallClock) == text else {
            throw SessionError(message: "\(text) is not a real date and time. Give one like 2025-05-14 12:30.")
        }
        let localFormat = DateFormatter.fixed("yyyy-MM-dd HH:mm", in: zone)
        guard let date = localFormat.date(from: text), localFormat.string(from: date) == text else {
            throw SessionError(
                message: "\(text) does not exist in \(zone.identifier): the clocks skip it "
                    + "(a daylight saving change). Give another time.")
        }
        return date
    }
}
