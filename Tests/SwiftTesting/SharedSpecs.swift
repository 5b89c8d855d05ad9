import KataHarness
import KataSubjects
import Testing

#if compiler(>=6.1)
    /// Everything that runs a Starter app, serialized as one: the Starter keeps global state (the cart
    /// singleton, the expense tracker's `shared` app), so two of its apps must never run at once.
    /// It ends by naming the specs that failed, so a failing run ends with its verdict.
    @Suite("Starter and Refactored", .serialized, .specVerdict)
    struct StarterAndRefactored {}
#else
    /// Everything that runs a Starter app, serialized as one: the Starter keeps global state (the cart
    /// singleton, the expense tracker's `shared` app), so two of its apps must never run at once.
    @Suite("Starter and Refactored", .serialized)
    struct StarterAndRefactored {}
#endif

extension StarterAndRefactored {
    /// The catalogue's specs on the Starter. Specs of a change request run only once the Starter
    /// declares it done.
    @Suite("Shared specs")
    struct SharedSpecs {
        @Test("Expense tracker", arguments: SpecCase.cases(for: .expenses, on: .starter))
        func expenseTracker(_ specCase: SpecCase) async {
            await specCase.check()
        }

        @Test("Shopping cart", arguments: SpecCase.cases(for: .cart, on: .starter))
        func shoppingCart(_ specCase: SpecCase) async {
            await specCase.check()
        }

        @Test("Registration", arguments: SpecCase.cases(for: .registration, on: .starter))
        func registration(_ specCase: SpecCase) async {
            await specCase.check()
        }
    }
}
