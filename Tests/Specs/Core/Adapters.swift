/// An implementation as the specs see it: its apps, made through its adapter, and the change
/// requests it declares done.
public struct Adapters: Sendable {
    public let implementation: Implementation
    public let changeRequestsDone: Set<ChangeRequest>
    public let expenses: any ExpenseTrackerAdapter
    public let cart: any ShoppingCartAdapter
    public let registration: any RegistrationAdapter
    /// The other implementation's expense tracker: the specs of a database file that one
    /// implementation writes and the other opens launch it on the same file (BEHAVIOUR.md,
    /// Persistence). `nil` for adapters made without one; those specs then reopen the file with
    /// `expenses` itself.
    public let otherExpenses: (any ExpenseTrackerAdapter)?

    public init(
        implementation: Implementation,
        changeRequestsDone: Set<ChangeRequest>,
        expenses: any ExpenseTrackerAdapter,
        cart: any ShoppingCartAdapter,
        registration: any RegistrationAdapter,
        otherExpenses: (any ExpenseTrackerAdapter)? = nil
    ) {
        self.implementation = implementation
        self.changeRequestsDone = changeRequestsDone
        self.expenses = expenses
        self.cart = cart
        self.registration = registration
        self.otherExpenses = otherExpenses
    }

    /// These adapters, whose expense specs open their files in `other` too: the other implementation.
    public func sharingFiles(with other: any ExpenseTrackerAdapter) -> Adapters {
        Adapters(
            implementation: implementation, changeRequestsDone: changeRequestsDone, expenses: expenses, cart: cart,
            registration: registration, otherExpenses: other)
    }
}
