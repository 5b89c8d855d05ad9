/// Tries a primary step, and the fallback only when the primary failed; the primary's failure is dropped.
public struct StepWithFallback: RegistrationStep {
    private let primary: any RegistrationStep
    private let fallback: any RegistrationStep

    public init(primary: any RegistrationStep, fallback: any RegistrationStep) {
        self.primary = primary
        self.fallback = fallback
    }

    public func run(_ address: String) async throws(RegistrationFailure) {
        do {
            try await primary.run(address)
        } catch {
            try await fallback.run(address)
        }
    }
}

extension RegistrationStep {
    /// This step, or `fallback` when this one failed.
    public func fallback(to fallback: any RegistrationStep) -> StepWithFallback {
        StepWithFallback(primary: self, fallback: fallback)
    }
}
