import KataHarness
import KataSubjects
import Testing

/// The catalogue's specs on the Refactored. It keeps no global state, so they run in parallel with
/// everything else.
@Suite("Shared specs on the Refactored")
struct RefactoredSpecs {
    @Test("Expense tracker", arguments: SpecCase.cases(for: .expenses, on: .refactored))
    func expenseTracker(_ specCase: SpecCase) async {
        await specCase.check()
    }

    @Test("Shopping cart", arguments: SpecCase.cases(for: .cart, on: .refactored))
    func shoppingCart(_ specCase: SpecCase) async {
        await specCase.check()
    }

    @Test("Registration", arguments: SpecCase.cases(for: .registration, on: .refactored))
    func registration(_ specCase: SpecCase) async {
        await specCase.check()
    }
}
