/// Makes an implementation's registration screen for a spec.
public protocol RegistrationAdapter: Sendable {}
