import Specs

/// Change requests you have finished in the Starter; their specs run, the others show `not yet`.
/// Change this line with the command, which keeps what is already declared:
///     swift run kata declare EXP-1          (add; `--remove EXP-1` takes it back; alone, it lists)
let starterChangeRequestsDone: Set<ChangeRequest> = []

extension Adapters {
    /// The Starter's apps, wired the way the Starter's own entry points wire them.
    /// When a refactor changes a constructor, change the wiring in this folder, and nothing else in Tests/.
    public static let starter = Adapters(
        implementation: .starter,
        changeRequestsDone: starterChangeRequestsDone,
        expenses: StarterExpenseTracker(),
        cart: StarterShoppingCart(),
        registration: StarterRegistration()
    )
}
