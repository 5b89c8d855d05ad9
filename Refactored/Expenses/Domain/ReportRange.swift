import Foundation

/// The periods a report can cover, in the order the Reports list shows them.
public enum ReportRange: CaseIterable, Hashable, Sendable {
    case today
    case thisWeek
    case thisMonth

    /// The period of this range that contains `date`, by `calendar` (its time zone, and its first weekday for a week).
    public func period(containing date: Date, in calendar: Calendar) -> Period? {
        calendar.dateInterval(of: component, for: date).map { Period(start: $0.start, end: $0.end) }
    }

    private var component: Calendar.Component {
        switch self {
        case .today: .day
        case .thisWeek: .weekOfYear
        case .thisMonth: .month
        }
    }
}
