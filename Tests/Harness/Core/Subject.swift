/// An implementation as the specs see it: its apps, made through its adapter, and the change
/// requests it declares done.
public struct Subject: Sendable {
    public let implementation: Implementation
    public let changeRequestsDone: Set<ChangeRequest>
    public let expenses: any ExpenseTrackerAdapter
    public let cart: any ShoppingCartAdapter
    public let registration: any RegistrationAdapter

    public init(
        implementation: Implementation,
        changeRequestsDone: Set<ChangeRequest>,
        expenses: any ExpenseTrackerAdapter,
        cart: any ShoppingCartAdapter,
        registration: any RegistrationAdapter
    ) {
        self.implementation = implementation
        self.changeRequestsDone = changeRequestsDone
        self.expenses = expenses
        self.cart = cart
        self.registration = registration
    }
}
