import KataHarness

struct RefactoredExpenseTracker: ExpenseTrackerAdapter {}
