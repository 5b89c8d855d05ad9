import KataHarness

struct StarterExpenseTracker: ExpenseTrackerAdapter {}
