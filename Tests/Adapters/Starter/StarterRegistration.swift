import KataHarness

struct StarterRegistration: RegistrationAdapter {}
