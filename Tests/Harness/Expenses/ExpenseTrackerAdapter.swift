/// Makes an implementation's expense tracker for a spec.
public protocol ExpenseTrackerAdapter: Sendable {}
