/// Runs one step, then the next only when the first succeeded: the first failure ends the pipeline.
public struct AppendingRegistrationService: RegistrationService {
    private let first: any RegistrationService
    private let next: any RegistrationService

    public init(_ first: any RegistrationService, then next: any RegistrationService) {
        self.first = first
        self.next = next
    }

    public func register(_ address: String) async throws(RegistrationFailure) {
        try await first.register(address)
        try await next.register(address)
    }
}

extension RegistrationService {
    /// This step, then `next` only when this one succeeded.
    public func appending(_ next: any RegistrationService) -> AppendingRegistrationService {
        AppendingRegistrationService(self, then: next)
    }
}
