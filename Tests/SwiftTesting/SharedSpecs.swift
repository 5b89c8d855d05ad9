import KataHarness
import KataSubjects
import Testing

#if compiler(>=6.1)
    /// Everything that runs the Starter and the Refactored apps, serialized as one: the Starter keeps
    /// global state (the cart singleton), so two of its apps must never run at once. It ends by naming
    /// the specs that failed, so a failing run ends with its verdict.
    @Suite("Starter and Refactored", .serialized, .specVerdict)
    struct StarterAndRefactored {}
#else
    /// Everything that runs the Starter and the Refactored apps, serialized as one: the Starter keeps
    /// global state (the cart singleton), so two of its apps must never run at once.
    @Suite("Starter and Refactored", .serialized)
    struct StarterAndRefactored {}
#endif

extension StarterAndRefactored {
    /// The catalogue's specs, once for each implementation. Specs of a change request run only
    /// against an implementation that declares it done.
    @Suite("Shared specs")
    struct SharedSpecs {
        @Test("Expense tracker", arguments: SpecCase.cases(for: .expenses))
        func expenseTracker(_ specCase: SpecCase) async {
            await specCase.check()
        }

        @Test("Shopping cart", arguments: SpecCase.cases(for: .cart))
        func shoppingCart(_ specCase: SpecCase) async {
            await specCase.check()
        }

        @Test("Registration", arguments: SpecCase.cases(for: .registration))
        func registration(_ specCase: SpecCase) async {
            await specCase.check()
        }
    }
}
