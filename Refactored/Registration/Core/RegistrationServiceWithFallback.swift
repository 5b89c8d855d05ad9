/// Tries a primary step, and the fallback only when the primary failed; the primary's failure is dropped.
public struct RegistrationServiceWithFallback: RegistrationService {
    private let primary: any RegistrationService
    private let fallback: any RegistrationService

    public init(primary: any RegistrationService, fallback: any RegistrationService) {
        self.primary = primary
        self.fallback = fallback
    }

    public func register(_ address: String) async throws(RegistrationFailure) {
        do {
            try await primary.register(address)
        } catch {
            try await fallback.register(address)
        }
    }
}

extension RegistrationService {
    /// This step, or `fallback` when this one failed.
    public func fallback(to fallback: any RegistrationService) -> RegistrationServiceWithFallback {
        RegistrationServiceWithFallback(primary: self, fallback: fallback)
    }
}
