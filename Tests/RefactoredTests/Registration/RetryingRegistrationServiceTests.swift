import RegistrationCore
import Testing

struct RetryingRegistrationServiceTests {
    @Test func register_callsOnceOnSuccess() async throws {
        let (sut, decoratee) = makeSUT()

        try await sut.register("taro@example.com")

        #expect(decoratee.receivedAddresses == ["taro@example.com"])
    }

    @Test func register_callsOnceMoreAndSucceedsOnUnavailableOnce() async throws {
        let (sut, decoratee) = makeSUT(failingWith: [.serverUnavailable])

        try await sut.register("taro@example.com")

        #expect(decoratee.receivedAddresses == ["taro@example.com", "taro@example.com"])
    }

    @Test func register_throwsUnavailableAfterExactlyTwoCallsOnUnavailableEveryTime() async {
        let (sut, decoratee) = makeSUT(failingWith: [.serverUnavailable, .serverUnavailable, .serverUnavailable])

        await #expect(throws: RegistrationFailure.serverUnavailable) { try await sut.register("taro@example.com") }
        #expect(decoratee.receivedAddresses.count == 2)
    }

    @Test func register_throwsTheRetrysOtherFailureOnUnavailableThenAnother() async {
        let (sut, _) = makeSUT(failingWith: [.serverUnavailable, .alreadyRegistered])

        await #expect(throws: RegistrationFailure.alreadyRegistered) { try await sut.register("taro@example.com") }
    }

    @Test(arguments: [RegistrationFailure.invalidEmail, .alreadyRegistered, .refused(reason: "No.")])
    func register_doesNotRetryOnFailureOtherThanUnavailable(_ failure: RegistrationFailure) async {
        let (sut, decoratee) = makeSUT(failingWith: [failure])

        await #expect(throws: failure) { try await sut.register("taro@example.com") }
        #expect(decoratee.receivedAddresses.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT(
        failingWith failures: [RegistrationFailure] = []
    ) -> (sut: RetryingRegistrationService, decoratee: RegistrationServiceSpy) {
        let decoratee = RegistrationServiceSpy(failingWith: failures)
        return (RetryingRegistrationService(decoratee), decoratee)
    }
}
