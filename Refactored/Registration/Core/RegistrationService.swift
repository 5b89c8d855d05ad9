/// Registers an email address, or says why it did not: the one thing the registration screen needs.
///
/// Its composites and decorators live here in Core, beside the protocol: `AppendingRegistrationService`,
/// `RegistrationServiceWithFallback`, `RetryingRegistrationService` and the `EmailRuleCheck` adapter.
/// Many codebases keep composites beside the composer, as wiring. Here they are policy from
/// BEHAVIOUR.md (a failed step ends the pipeline, the fallback runs only after a failure, one retry),
/// they do no I/O, and Core's tests pin that policy with doubles, without a backend. The composer,
/// `RegistrationComposer`, only chooses the order of the steps.
public protocol RegistrationService: Sendable {
    /// Registers `address` (already trimmed), or throws why it was not registered.
    func register(_ address: String) async throws(RegistrationFailure)
}
