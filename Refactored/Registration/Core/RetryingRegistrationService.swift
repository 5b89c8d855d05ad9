/// Calls a service once more when it reports the server unavailable (REG-2); any other outcome, and
/// the second answer, is passed on as it is.
public struct RetryingRegistrationService: RegistrationService {
    private let decoratee: any RegistrationService

    public init(_ decoratee: any RegistrationService) {
        self.decoratee = decoratee
    }

    public func register(_ address: String) async throws(RegistrationFailure) {
        do {
            try await decoratee.register(address)
        } catch .serverUnavailable {
            try await decoratee.register(address)
        }
    }
}
