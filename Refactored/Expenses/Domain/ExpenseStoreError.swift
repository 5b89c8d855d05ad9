/// Why a store could not keep a change, when it is a reason the user can act on.
public enum ExpenseStoreError: Error, Hashable, Sendable {
    /// The disk has no room left.
    case diskFull
}
