import Foundation

/// Dates typed for `kata play expenses`: the `--now` instant and the `date` command's local time.
/// Only real dates and times pass: 2025-02-30 is refused, never rolled over into March, and a local
/// time that the clocks skip is named as such, with the change that skips it.
enum PlayDate {
    /// An ISO 8601 instant as Foundation reads it (`Date.ISO8601FormatStyle`): `2025-05-14T12:00:00Z`,
    /// with a fraction of a second of up to nine digits and an offset (`Z`, `+02:00`), from
    /// `PlayClockLimit.earliest` to before `PlayClockLimit.latest`. Foundation rolls 2025-02-30 over into
    /// March and 24:00 into the next day: the instant is written back in its own offset and must read
    /// as typed, so every refusal names its own reason.
    static func instant(_ text: String) throws(UsageError) -> Date {
        let example = "e.g. 2025-05-14T12:00:00Z or 2025-05-14T14:00:00.250+02:00"
        guard text.count <= 48, text.allSatisfy(\.isASCII), let form = text.wholeMatch(of: Self.form) else {
            throw UsageError(message: "--now takes an ISO 8601 instant with its offset, \(example).")
        }
        guard let offset = Self.offset(form.offset) else {
            throw UsageError(
                message:
                    "--now \(Arguments.echo(text)): no clock is \(form.offset) from UTC (at most 18 hours), \(example)."
            )
        }
        guard (form.fraction?.count ?? 0) <= 10 else {
            throw UsageError(message: "--now \(Arguments.echo(text)): at most nine digits after the point, \(example).")
        }
        guard form.time.prefix(2) != "24" else {
            throw UsageError(
                message: "--now \(Arguments.echo(text)): 24:00 is the next day's 00:00; write it that way, \(example).")
        }
        // The range is checked on the whole seconds, before the fraction: the last instants before the end
        // would round up to it.
        let whole = text.replacingOccurrences(of: form.fraction ?? "", with: "")
        let range =
            "give an instant from \(PlayClockLimit.shown(PlayClockLimit.earliest)) to before \(PlayClockLimit.shown(PlayClockLimit.latest))"
        guard let year = Int(form.date.prefix(4)), (1...9999).contains(year), form.date.count == 10 else {
            throw UsageError(message: "--now \(Arguments.echo(text)) is out of range: \(range).")
        }
        guard let second = try? Date.ISO8601FormatStyle().parse(whole),
            Date.ISO8601FormatStyle(timeZone: offset).format(second).hasPrefix("\(form.date)T\(form.time)")
        else {
            throw UsageError(message: "--now \(Arguments.echo(text)) is not a real date and time, \(example).")
        }
        guard second >= PlayClockLimit.earliest, second < PlayClockLimit.latest else {
            throw UsageError(message: "--now \(Arguments.echo(text)) is out of range: \(range).")
        }
        let fraction = form.fraction.flatMap { Double("0" + $0) } ?? 0
        let last = Date(timeIntervalSinceReferenceDate: PlayClockLimit.latest.timeIntervalSinceReferenceDate.nextDown)
        return min(second.addingTimeInterval(fraction), last)
    }

    /// The extended form: a date, `T`, hours, minutes and seconds, an optional fraction, an offset.
    nonisolated(unsafe) private static let form =
        /(?<date>\d{4,}-\d{2}-\d{2})T(?<time>\d{2}:\d{2}:\d{2})(?<fraction>\.\d+)?(?<offset>Z|[+-]\d{2}:?\d{2})/

    /// The time zone of an offset (`Z`, `+02:00`, `-0330`), `nil` for one no clock uses (past 18 hours).
    private static func offset(_ text: Substring) -> TimeZone? {
        guard text != "Z" else { return TimeZone(secondsFromGMT: 0) }
        let digits = text.dropFirst().filter(\.isNumber)
        guard let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)), minutes < 60 else { return nil }
        return TimeZone(secondsFromGMT: (text.first == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60))
    }

    /// A local time `yyyy-MM-dd HH:mm` in `zone`.
    static func local(_ text: String, in zone: TimeZone) throws(SessionError) -> Date {
        let text = text.trimmingSpaces
        // ASCII digits only: `\d` also matches ２ and ٢, which no formatter below reads.
        guard text.range(of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$"#, options: .regularExpression) != nil
        else {
            throw SessionError(message: "Give a date like 2025-05-14 12:30.")
        }
        let wallClockFormat = DateFormatter.fixed("yyyy-MM-dd HH:mm", in: Calendar.gregorianUTC.timeZone)
        guard let wallClock = wallClockFormat.date(from: text), wallClockFormat.string(from: wallClock) == text else {
            throw SessionError(message: "\(text) is not a real date and time. Give one like 2025-05-14 12:30.")
        }
        let localFormat = DateFormatter.fixed("yyyy-MM-dd HH:mm", in: zone)
        guard let date = localFormat.date(from: text), localFormat.string(from: date) == text else {
            throw SessionError(
                message: "\(text) does not exist in \(zone.identifier): the clocks skip it"
                    + "\(skipCause(wallClock, in: zone)). Give another time.")
        }
        return date
    }

    /// Why `zone`'s clocks skip the local time `wallClock` (read in UTC): a daylight saving change, or a
    /// change of the zone's offset from UTC (Samoa skipped 30 December 2011); nothing when no change is
    /// found.
    private static func skipCause(_ wallClock: Date, in zone: TimeZone) -> String {
        // Offsets span 26 hours: the change lies after the local time read in UTC, less 36 hours.
        guard let change = zone.nextDaylightSavingTimeTransition(after: wallClock.addingTimeInterval(-36 * 3_600))
        else { return "" }
        let before = change.addingTimeInterval(-1)
        let offsetChange = zone.secondsFromGMT(for: change) - zone.secondsFromGMT(for: before)
        let savingChange = Int(zone.daylightSavingTimeOffset(for: change) - zone.daylightSavingTimeOffset(for: before))
        return offsetChange == savingChange
            ? " (a daylight saving change)" : " (a change of the zone's offset from UTC)"
    }
}
