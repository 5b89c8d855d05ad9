import RegistrationBackend
import RegistrationDomain

/// Registers addresses with the registration backend (the API step of the pipeline).
public struct BackendRegistrationStep: RegistrationStep {
    private let backend: InProcessRegistrationBackend

    public init(backend: InProcessRegistrationBackend) {
        self.backend = backend
    }

    public func run(_ address: String) async throws(RegistrationFailure) {
        switch backend.register(address) {
        case .registered: return
        case .alreadyRegistered: throw .alreadyRegistered
        case .unavailable: throw .serverUnavailable
        }
    }
}
