import Foundation

/// Spaces as `kata` ignores them around names and numbers, and never prints at a line's end; columns
/// and counts as it prints them.
extension String {
    /// The text without the spaces around it: tabs, and every Unicode space (a no-break space, say).
    var trimmingSpaces: String {
        String(drop(while: \.isSpace).reversed().drop(while: \.isSpace).reversed())
    }

    /// The text followed by spaces up to `width` columns, or by one space when it is that wide already:
    /// a column of a table, always apart from the next.
    func padded(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }

    /// The text as one word of a shell command: as it is when a shell would read it so (`~/kata-room.git`,
    /// `git@host:room.git`), in single quotes otherwise (`'/tmp/my room.git'`), so that a command `kata`
    /// prints with a path in it runs as printed.
    var shellWord: String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./_-~")
        let tilde = hasPrefix("~") && !hasPrefix("~/")
        if !isEmpty, allSatisfy({ plain.contains($0) }), !tilde { return self }
        return "'" + replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

extension Int {
    /// `1 singleton`, `2 singletons`, `2 switches`: the number and its noun.
    func counted(_ singular: String, _ plural: String? = nil) -> String {
        "\(self) \(self == 1 ? singular : plural ?? singular + "s")"
    }
}

/// Digits as `kata` accepts them in numbers.
extension Character {
    /// `0` to `9`, and nothing else (not other scripts' digits, not fractions, not a digit with a combining
    /// mark such as `5\u{301}`, which a range of characters would take in).
    var isASCIIDigit: Bool { isASCII && ("0"..."9").contains(self) }

    /// A space on a line: a space, a tab, or any other Unicode space; not a line break.
    var isSpace: Bool { isWhitespace && !isNewline }
}

/// Dates as `kata` reads and writes them, the same on every machine.
extension DateFormatter {
    /// `format` in `timeZone`: the POSIX locale, the Gregorian calendar (Julian before 1582, as every
    /// date formatter of the apps counts), and no lenient reading (2025-02-30 is no date).
    static func fixed(_ format: String, in timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        formatter.isLenient = false
        return formatter
    }
}

extension Calendar {
    /// The Gregorian calendar in UTC.
    static let gregorianUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()
}
