/// The two implementations of the apps: the code attendees refactor, and one answer.
public enum Implementation: String, CaseIterable, Hashable, Sendable {
    case starter
    case refactored

    /// The name shown in test output and in `kata`.
    public var displayName: String {
        switch self {
        case .starter: "Starter"
        case .refactored: "Refactored"
        }
    }

    /// The other implementation: the one a spec of a shared database file opens beside this one.
    public var other: Implementation {
        switch self {
        case .starter: .refactored
        case .refactored: .starter
        }
    }
}
