/// The three apps of the kata.
public enum App: String, CaseIterable, Hashable, Sendable {
    case expenses
    case cart
    case registration

    /// The name shown in test output and in `kata`.
    public var displayName: String {
        switch self {
        case .expenses: "Expense tracker"
        case .cart: "Shopping cart"
        case .registration: "Registration"
        }
    }
}
