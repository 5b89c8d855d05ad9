/// One step of registration. Every step answers the same question, "may this address go on?": a rule
/// lets it through or refuses it, the backend step registers it or says why not. The screen runs
/// one step, the pipeline, which the composer builds from the others.
///
/// One pattern of names: the steps are named for what they decide (`StrictEmailRule`,
/// `KnownDomainRule`, `DisposableDomainRule`, `BackendRegistrationStep`), the composites for how they
/// compose (`StepWithNext`, `StepWithFallback`, `StepWithRetry`). A rule is a step itself, with a pure
/// `accepts(_:)` that a table of examples tests. The composites live here in Core, beside the
/// protocol. Many codebases keep composites beside the composer, as wiring. Here they are policy from
/// BEHAVIOUR.md (a failed step ends the pipeline, the fallback runs only after a failure, one retry),
/// they do no I/O, and Core's tests pin that policy with doubles, without a backend. The composer,
/// `RegistrationComposer`, only chooses the order of the steps.
public protocol RegistrationStep: Sendable {
    /// Lets `address` (already trimmed) go on, or throws why it may not.
    func run(_ address: String) async throws(RegistrationFailure)
}
