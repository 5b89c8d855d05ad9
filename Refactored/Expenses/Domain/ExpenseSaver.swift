/// Keeps a new expense for the Add Expense screen.
public protocol ExpenseSaver {
    /// Keeps `expense`, or throws: a screen closes only after a save that did not throw.
    func save(_ expense: Expense) throws
}
