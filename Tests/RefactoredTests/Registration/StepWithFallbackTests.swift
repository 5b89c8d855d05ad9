import RegistrationDomain
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct StepWithFallbackTests {
    @Test func run_doesNotTryTheFallbackOnPrimarySuccess() async throws {
        let (sut, _, fallback) = makeSUT()

        try await sut.run("taro@example.com")

        #expect(fallback.receivedAddresses == [])
    }

    @Test func run_succeedsIgnoringThePrimaryFailureOnFallbackSuccess() async throws {
        let (sut, _, fallback) = makeSUT(primaryFailures: [.invalidEmail])

        try await sut.run("taro..@docomo.ne.jp")

        #expect(fallback.receivedAddresses == ["taro..@docomo.ne.jp"])
    }

    @Test func run_throwsTheFallbackFailureOnBothFailing() async {
        let (sut, _, _) = makeSUT(primaryFailures: [.invalidEmail], fallbackFailures: [.refused(reason: "No.")])

        await #expect(throws: RegistrationFailure.refused(reason: "No.")) { try await sut.run("taro") }
    }

    // MARK: - Helpers

    private func makeSUT(
        primaryFailures: [RegistrationFailure] = [],
        fallbackFailures: [RegistrationFailure] = []
    ) -> (sut: StepWithFallback, primary: RegistrationStepSpy, fallback: RegistrationStepSpy) {
        let primary = RegistrationStepSpy(failingWith: primaryFailures)
        let fallback = RegistrationStepSpy(failingWith: fallbackFailures)
        return (primary.fallback(to: fallback), primary, fallback)
    }
}
