import KataHarness
import KataSubjects
import Testing

/// The catalogue's specs, once for each implementation. Specs of a change request run only against an
/// implementation that declares it done. Serialized: the Starter keeps global state.
@Suite("Shared specs", .serialized)
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
