/// Runs one step, then the next only when the first succeeded: the first failure ends the pipeline.
public struct StepWithNext: RegistrationStep {
    private let first: any RegistrationStep
    private let next: any RegistrationStep

    public init(_ first: any RegistrationStep, then next: any RegistrationStep) {
        self.first = first
        self.next = next
    }

    public func run(_ address: String) async throws(RegistrationFailure) {
        try await first.run(address)
        try await next.run(address)
    }
}

extension RegistrationStep {
    /// This step, then `next` only when this one succeeded.
    public func appending(_ next: any RegistrationStep) -> StepWithNext {
        StepWithNext(self, then: next)
    }
}
