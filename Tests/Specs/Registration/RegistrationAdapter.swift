import RegistrationBackend

/// Makes an implementation's registration screen for a spec.
public protocol RegistrationAdapter: Sendable {
    /// A fresh registration screen, wired the way the implementation wires it, whose API talks to
    /// `backend`.
    @MainActor func launch(backend: InProcessRegistrationBackend) -> any RegistrationDriver
}
