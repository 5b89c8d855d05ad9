import Specs

extension App {
    /// The app's name in generated type names: `ExpenseTracker`, `ShoppingCart`, `Registration`.
    var typeName: String {
        switch self {
        case .expenses: "ExpenseTracker"
        case .cart: "ShoppingCart"
        case .registration: "Registration"
        }
    }
}
