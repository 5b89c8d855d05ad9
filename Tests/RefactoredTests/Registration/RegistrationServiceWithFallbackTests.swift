import RegistrationCore
import Testing

struct RegistrationServiceWithFallbackTests {
    @Test func register_doesNotTryTheFallbackOnPrimarySuccess() async throws {
        let (sut, _, fallback) = makeSUT()

        try await sut.register("taro@example.com")

        #expect(fallback.receivedAddresses == [])
    }

    @Test func register_succeedsIgnoringThePrimaryFailureOnFallbackSuccess() async throws {
        let (sut, _, fallback) = makeSUT(primaryFailures: [.invalidEmail])

        try await sut.register("taro..@docomo.ne.jp")

        #expect(fallback.receivedAddresses == ["taro..@docomo.ne.jp"])
    }

    @Test func register_throwsTheFallbackFailureOnBothFailing() async {
        let (sut, _, _) = makeSUT(primaryFailures: [.invalidEmail], fallbackFailures: [.refused(reason: "No.")])

        await #expect(throws: RegistrationFailure.refused(reason: "No.")) { try await sut.register("taro") }
    }

    // MARK: - Helpers

    private func makeSUT(
        primaryFailures: [RegistrationFailure] = [],
        fallbackFailures: [RegistrationFailure] = []
    ) -> (sut: RegistrationServiceWithFallback, primary: RegistrationServiceSpy, fallback: RegistrationServiceSpy) {
        let primary = RegistrationServiceSpy(failingWith: primaryFailures)
        let fallback = RegistrationServiceSpy(failingWith: fallbackFailures)
        return (primary.fallback(to: fallback), primary, fallback)
    }
}
