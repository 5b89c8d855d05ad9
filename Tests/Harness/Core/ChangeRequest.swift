/// A feature the Starter does not have yet. Its specs run only against an implementation that
/// declares it done (in that implementation's adapter).
public enum ChangeRequest: String, CaseIterable, Hashable, Sendable, Comparable {
    case weeklyReport = "EXP-1"
    case failedSaveKeepsForm = "EXP-2"
    case cartTotal = "CART-1"
    case euro = "CART-2"
    case disposableDomains = "REG-1"
    case retry = "REG-2"
    case roleAddresses = "REG-3"
    case knownDomain = "REG-4"

    /// The code used in BEHAVIOUR.md and the kata texts, e.g. `EXP-1`.
    public var code: String { rawValue }

    /// The app the change request belongs to.
    public var app: App {
        switch self {
        case .weeklyReport, .failedSaveKeepsForm: .expenses
        case .cartTotal, .euro: .cart
        case .disposableDomains, .retry, .roleAddresses, .knownDomain: .registration
        }
    }

    /// A short title, e.g. "weekly report".
    public var title: String {
        switch self {
        case .weeklyReport: "weekly report"
        case .failedSaveKeepsForm: "a failed save keeps the form"
        case .cartTotal: "cart total"
        case .euro: "Euro"
        case .disposableDomains: "disposable domains"
        case .retry: "one retry"
        case .roleAddresses: "role addresses"
        case .knownDomain: "ymobile.ne.jp known"
        }
    }

    public static func < (lhs: ChangeRequest, rhs: ChangeRequest) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
