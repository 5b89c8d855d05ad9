import RegistrationDomain
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct StepWithRetryTests {
    @Test func run_callsOnceOnSuccess() async throws {
        let (sut, decoratee) = makeSUT()

        try await sut.run("taro@example.com")

        #expect(decoratee.receivedAddresses == ["taro@example.com"])
    }

    @Test func run_callsOnceMoreAndSucceedsOnUnavailableOnce() async throws {
        let (sut, decoratee) = makeSUT(failingWith: [.serverUnavailable])

        try await sut.run("taro@example.com")

        #expect(decoratee.receivedAddresses == ["taro@example.com", "taro@example.com"])
    }

    @Test func run_throwsUnavailableAfterExactlyTwoCallsOnUnavailableEveryTime() async {
        let (sut, decoratee) = makeSUT(failingWith: [.serverUnavailable, .serverUnavailable, .serverUnavailable])

        await #expect(throws: RegistrationFailure.serverUnavailable) { try await sut.run("taro@example.com") }
        #expect(decoratee.receivedAddresses.count == 2)
    }

    @Test func run_throwsTheRetrysOtherFailureOnUnavailableThenAnother() async {
        let (sut, _) = makeSUT(failingWith: [.serverUnavailable, .alreadyRegistered])

        await #expect(throws: RegistrationFailure.alreadyRegistered) { try await sut.run("taro@example.com") }
    }

    @Test(arguments: [RegistrationFailure.invalidEmail, .alreadyRegistered, .refused(reason: "No.")])
    func run_doesNotRetryOnFailureOtherThanUnavailable(_ failure: RegistrationFailure) async {
        let (sut, decoratee) = makeSUT(failingWith: [failure])

        await #expect(throws: failure) { try await sut.run("taro@example.com") }
        #expect(decoratee.receivedAddresses.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT(
        failingWith failures: [RegistrationFailure] = []
    ) -> (sut: StepWithRetry, decoratee: RegistrationStepSpy) {
        let decoratee = RegistrationStepSpy(failingWith: failures)
        return (StepWithRetry(decoratee), decoratee)
    }
}
