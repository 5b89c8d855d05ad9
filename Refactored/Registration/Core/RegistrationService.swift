/// Registers an email address, or says why it did not: the one thing the registration screen needs.
public protocol RegistrationService: Sendable {
    /// Registers `address` (already trimmed), or throws why it was not registered.
    func register(_ address: String) async throws(RegistrationFailure)
}
