import KataHarness

extension Subject {
    /// The Refactored apps, wired by their composers. Every change request is done here.
    public static let refactored = Subject(
        implementation: .refactored,
        changeRequestsDone: Set(ChangeRequest.allCases),
        expenses: RefactoredExpenseTracker(),
        cart: RefactoredShoppingCart(),
        registration: RefactoredRegistration()
    )
}
