import ExpensesDomain
import Foundation

/// How the tracker writes dates and amounts: `yyyy-MM-dd HH:mm` in its time zone, and two decimals.
@MainActor
public struct ExpenseFormat {
    private let dateFormatter: DateFormatter

    public init(timeZone: TimeZone) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        dateFormatter = formatter
    }

    public func text(for date: Date) -> String {
        dateFormatter.string(from: date)
    }

    /// Two decimals, `.` as separator, no grouping: `12.30`.
    public func text(for amount: Amount) -> String {
        let (units, cents) = amount.cents.quotientAndRemainder(dividingBy: 100)
        return "\(units)." + (cents < 10 ? "0\(cents)" : "\(cents)")
    }
}
