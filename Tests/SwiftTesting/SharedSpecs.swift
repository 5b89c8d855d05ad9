import KataHarness
import KataSubjects
import Testing

/// Everything that runs a Starter app, serialized as one: the Starter keeps global state (the cart
/// singleton, the expense tracker's `shared` app), so two of its apps must never run at once.
/// The Refactored specs, the unit tests and the command-line tests that start no Starter app run in
/// parallel with this suite.
@Suite("Starter and Refactored", .serialized)
struct StarterAndRefactored {
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
