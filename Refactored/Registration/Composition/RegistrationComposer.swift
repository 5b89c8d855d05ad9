import RegistrationBackend
import RegistrationBackendClient
import RegistrationCore
import RegistrationScreens

/// Builds the registration screen and the pipeline behind it, in the order BEHAVIOUR.md gives.
@MainActor
public enum RegistrationComposer {
    /// A registration screen that registers with `backend`.
    public static func makeRegistrationScreen(backend: InProcessRegistrationBackend) -> RegistrationScreen {
        RegistrationScreen(
            service: EmailRuleCheck(StrictEmailRule())
                .fallback(to: EmailRuleCheck(KnownDomainRule()))
                .appending(EmailRuleCheck(DisposableDomainRule()))
                .appending(RetryingRegistrationService(BackendRegistrationService(backend: backend)))
        )
    }
}
