import RegistrationBackend
import RegistrationBackendClient
import RegistrationDomain
import RegistrationScreens

/// Builds the registration screen and the pipeline behind it, in the order BEHAVIOUR.md gives.
@MainActor
public enum RegistrationComposer {
    /// A registration screen that registers with `backend`.
    public static func makeRegistrationScreen(backend: InProcessRegistrationBackend) -> RegistrationScreen {
        RegistrationScreen(
            pipeline: StrictEmailRule()
                .fallback(to: KnownDomainRule())
                .appending(DisposableDomainRule())
                .appending(StepWithRetry(BackendRegistrationStep(backend: backend)))
        )
    }
}
