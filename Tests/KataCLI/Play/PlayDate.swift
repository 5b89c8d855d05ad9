import Foundation

/// Dates typed for `kata play expenses`: the `--now` instant and the `date` command's local time.
/// Only real dates and times pass: 2025-02-30 is refused, never rolled over into March, and a local
/// time that a daylight saving change skips is named as such.
enum PlayDate {
    /// An ISO 8601 instant with a `Z` or `±hh:mm` offset, e.g. `2025-05-14T12:00:00Z`.
    static func instant(_ text: String) throws(UsageError) -> Date {
        let usage = UsageError(message: "--now takes an ISO 8601 instant, e.g. 2025-05-14T12:00:00Z.")
        // Seconds may have a fraction (`12:00:00.250Z`), as ISO 8601 allows: up to nanoseconds.
        let pattern = #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$"#
        guard text.range(of: pattern, options: .regularExpression) != nil else { throw usage }
        let zoneText = text.hasSuffix("Z") ? "Z" : String(text.suffix(6))
        let fraction = text.dropFirst(19).dropLast(zoneText.count)
        let whole = String(text.prefix(19)) + zoneText
        let offset = zoneText == "Z" ? 0 : offsetSeconds(zoneText)
        guard let date = ISO8601DateFormatter().date(from: whole), let zone = TimeZone(secondsFromGMT: offset),
            formatter("yyyy-MM-dd'T'HH:mm:ss", zone).string(from: date) == String(text.prefix(19))
        else {
            throw UsageError(message: "--now \(text) is not a real date and time, e.g. 2025-05-14T12:00:00Z.")
        }
        return date.addingTimeInterval(Double("0" + fraction) ?? 0)
    }

    /// A local time `yyyy-MM-dd HH:mm` in `zone`.
    static func local(_ text: String, in zone: TimeZone) throws(SessionError) -> Date {
        let text = text.trimmingSpaces
        let usage = SessionError(message: "Give a date like 2025-05-14 12:30.")
        guard text.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$"#, options: .regularExpression) != nil else {
            throw usage
        }
        let utc = TimeZone(secondsFromGMT: 0)!
        guard let wallClock = formatter("yyyy-MM-dd HH:mm", utc).date(from: text),
            formatter("yyyy-MM-dd HH:mm", utc).string(from: wallClock) == text
        else {
            throw SessionError(message: "\(text) is not a real date and time. Give one like 2025-05-14 12:30.")
        }
        guard let date = formatter("yyyy-MM-dd HH:mm", zone).date(from: text),
            formatter("yyyy-MM-dd HH:mm", zone).string(from: date) == text
        else {
            throw SessionError(
                message: "\(text) does not exist in \(zone.identifier): the clocks skip it "
                    + "(a daylight saving change). Give another time.")
        }
        return date
    }

    private static func offsetSeconds(_ offset: String) -> Int {
        let sign = offset.hasPrefix("-") ? -1 : 1
        let parts = offset.dropFirst().split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else { return 0 }
        return sign * (parts[0] * 3600 + parts[1] * 60)
    }

    private static func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = zone
        formatter.dateFormat = format
        formatter.isLenient = false
        return formatter
    }
}
