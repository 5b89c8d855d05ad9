import KataHarness

struct RefactoredRegistration: RegistrationAdapter {}
