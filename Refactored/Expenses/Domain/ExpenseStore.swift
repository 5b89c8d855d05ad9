/// Where expenses are kept: every role at once, as a storage conformer offers them.
///
/// Each screen asks only for the roles it uses (`ExpenseLoader`, `ExpenseSaver`, `ExpenseDeleter`,
/// one file each); the stores conform to this sum, and the composer hands each screen its roles.
public protocol ExpenseStore: ExpenseLoader, ExpenseSaver, ExpenseDeleter {}
