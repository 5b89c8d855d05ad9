import RegistrationCore
import Testing

struct AppendingRegistrationServiceTests {
    @Test func register_runsBothInOrderOnFirstSuccess() async throws {
        let (sut, first, next) = makeSUT()

        try await sut.register("taro@example.com")

        #expect(first.receivedAddresses == ["taro@example.com"])
        #expect(next.receivedAddresses == ["taro@example.com"])
    }

    @Test func register_stopsAtTheFirstFailureWithoutRunningNext() async {
        let (sut, _, next) = makeSUT(firstFailures: [.invalidEmail])

        await #expect(throws: RegistrationFailure.invalidEmail) { try await sut.register("taro") }
        #expect(next.receivedAddresses == [])
    }

    @Test func register_throwsTheNextFailureOnFirstSuccess() async {
        let (sut, _, _) = makeSUT(nextFailures: [.alreadyRegistered])

        await #expect(throws: RegistrationFailure.alreadyRegistered) { try await sut.register("taro@example.com") }
    }

    // MARK: - Helpers

    private func makeSUT(
        firstFailures: [RegistrationFailure] = [],
        nextFailures: [RegistrationFailure] = []
    ) -> (sut: AppendingRegistrationService, first: RegistrationServiceSpy, next: RegistrationServiceSpy) {
        let first = RegistrationServiceSpy(failingWith: firstFailures)
        let next = RegistrationServiceSpy(failingWith: nextFailures)
        return (first.appending(next), first, next)
    }
}
