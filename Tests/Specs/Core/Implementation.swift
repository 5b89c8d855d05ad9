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
}
