import Specs

/// Change requests built in the Refactored apps. A change request's specs run on the Refactored only
/// once it is declared here: `swift run kata declare --implementation refactored REG-3`.
let refactoredChangeRequestsDone: Set<ChangeRequest> = [
    .weeklyReport, .failedSaveKeepsForm, .cartTotal, .euro, .disposableDomains, .retry,
]

extension Adapters {
    /// The Refactored apps, wired by their composers.
    public static let refactored = Adapters(
        implementation: .refactored,
        changeRequestsDone: refactoredChangeRequestsDone,
        expenses: RefactoredExpenseTracker(),
        cart: RefactoredShoppingCart(),
        registration: RefactoredRegistration()
    )
}
