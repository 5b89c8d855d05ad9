import KataHarness

/// Change requests you have finished in the Starter. Add one here to run its specs,
/// for example `[.weeklyReport]` once the Starter has a `This Week` report.
let starterChangeRequestsDone: Set<ChangeRequest> = []

extension Subject {
    /// The Starter's apps, wired the way the Starter's own entry points wire them.
    /// When a refactor changes a constructor, change the wiring in this folder, and nothing else in Tests/.
    public static let starter = Subject(
        implementation: .starter,
        changeRequestsDone: starterChangeRequestsDone,
        expenses: StarterExpenseTracker(),
        cart: StarterShoppingCart(),
        registration: StarterRegistration()
    )
}
