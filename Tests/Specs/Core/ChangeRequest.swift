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
    public var app: App { facts.app }

    /// A short title, e.g. "weekly report".
    public var title: String { facts.title }

    /// Everything the project says of each change request, in one table: every other list of them
    /// (the `kata` tool's katas, the reference solutions, the usage texts) is derived from it.
    public var facts: ChangeRequestFacts {
        switch self {
        case .weeklyReport:
            ChangeRequestFacts(
                app: .expenses, title: "weekly report", kataID: "expenses-ocp")
        case .failedSaveKeepsForm:
            ChangeRequestFacts(
                app: .expenses, title: "a failed save keeps the form", kataID: "expenses-lsp")
        case .cartTotal:
            ChangeRequestFacts(
                app: .cart, title: "cart total", kataID: "cart-refactorability")
        case .euro:
            ChangeRequestFacts(
                app: .cart, title: "Euro", kataID: "cart-refactorability")
        case .disposableDomains:
            ChangeRequestFacts(
                app: .registration, title: "disposable domains", kataID: "registration-composition")
        case .retry:
            ChangeRequestFacts(
                app: .registration, title: "one retry", kataID: "registration-composition")
        case .roleAddresses:
            ChangeRequestFacts(
                app: .registration, title: "role addresses", kataID: "registration-parallel-changes")
        case .knownDomain:
            ChangeRequestFacts(
                app: .registration, title: "ymobile.ne.jp known", kataID: "registration-parallel-changes")
        }
    }

    public static func < (lhs: ChangeRequest, rhs: ChangeRequest) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What the project says of one change request: its app, title and kata.
public struct ChangeRequestFacts: Sendable {
    public let app: App
    public let title: String
    /// The kata in which attendees build it.
    public let kataID: String
}
