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
    /// (the `kata` tool's katas, its audit probes, the usage texts) is derived from it.
    public var facts: ChangeRequestFacts {
        switch self {
        case .weeklyReport:
            ChangeRequestFacts(
                app: .expenses, title: "weekly report", kataID: "expenses-ocp",
                probe: .init(added: "(?i)this ?week|weekOfYear", sibling: ("(?i)month", "the monthly report")))
        case .failedSaveKeepsForm:
            ChangeRequestFacts(
                app: .expenses, title: "a failed save keeps the form", kataID: "expenses-lsp",
                probe: .init(added: "(?i)could not save|saveFailed|couldNotSave"))
        case .cartTotal:
            ChangeRequestFacts(
                app: .cart, title: "cart total", kataID: "cart-refactorability",
                probe: .init(added: #"\btotal\b|"Total ""#))
        case .euro:
            ChangeRequestFacts(
                app: .cart, title: "Euro", kataID: "cart-refactorability",
                probe: .init(added: "(?i)euro|€", sibling: ("(?i)yuan|元", "the Yuan")))
        case .disposableDomains:
            ChangeRequestFacts(
                app: .registration, title: "disposable domains", kataID: "registration-composition",
                probe: .init(added: "(?i)disposable", sibling: ("(?i)carrier", "the carrier rule")))
        case .retry:
            ChangeRequestFacts(
                app: .registration, title: "one retry", kataID: "registration-composition",
                probe: .init(added: "(?i)retry|retrying"))
        case .roleAddresses:
            ChangeRequestFacts(
                app: .registration, title: "role addresses", kataID: "registration-parallel-changes",
                probe: .init(
                    added: "(?i)role ?address|postmaster", sibling: ("(?i)disposable", "the disposable-domain rule")))
        case .knownDomain:
            ChangeRequestFacts(
                app: .registration, title: "ymobile.ne.jp known", kataID: "registration-parallel-changes",
                probe: .init(added: "(?i)ymobile", sibling: ("(?i)docomo", "the known carrier domains")))
        }
    }

    public static func < (lhs: ChangeRequest, rhs: ChangeRequest) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What the project says of one change request: its app, title, kata, and how the audit finds it in code.
public struct ChangeRequestFacts: Sendable {
    public let app: App
    public let title: String
    /// The kata in which attendees build it.
    public let kataID: String
    public let probe: Probe

    /// How the audit finds the change request in code: lines that name the new case (`added`), and
    /// before it is built, lines that name its nearest existing case (`sibling`), when it has one.
    public struct Probe: Sendable {
        public let added: String
        public let sibling: String?
        public let siblingName: String?

        init(added: String, sibling: (pattern: String, name: String)? = nil) {
            self.added = added
            self.sibling = sibling?.pattern
            self.siblingName = sibling?.name
        }
    }
}
