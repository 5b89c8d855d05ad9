/// Runs a step once more when it reports the server unavailable (REG-2); any other outcome, and
/// the second answer, is passed on as it is.
public struct StepWithRetry: RegistrationStep {
    private let decoratee: any RegistrationStep

    public init(_ decoratee: any RegistrationStep) {
        self.decoratee = decoratee
    }

    public func run(_ address: String) async throws(RegistrationFailure) {
        do {
            try await decoratee.run(address)
        } catch .serverUnavailable {
            try await decoratee.run(address)
        }
    }
}
