import RegistrationBackend

public enum RegistrationError: Error {
    case alreadyRegistered
    case serverUnavailable
}

/// Our client for the registration backend.
public class RegistrationAPI {
    public static let shared = RegistrationAPI(backend: InProcessRegistrationBackend())

    let backend: InProcessRegistrationBackend

    public init(backend: InProcessRegistrationBackend) {
        self.backend = backend
    }

    /// Registers `email`. The backend runs in this process and answers at once, so `completion` is
    /// called before this method returns.
    public func register(email: String, completion: @escaping (Result<Void, RegistrationError>) -> Void) {
        switch backend.register(email) {
        case .registered:
            completion(.success(()))
        case .alreadyRegistered:
            completion(.failure(.alreadyRegistered))
        case .unavailable:
            completion(.failure(.serverUnavailable))
        }
    }
}
