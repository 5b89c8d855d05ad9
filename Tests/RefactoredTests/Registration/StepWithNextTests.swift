import RegistrationDomain
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct StepWithNextTests {
    @Test func run_runsBothInOrderOnFirstSuccess() async throws {
        let (sut, first, next) = makeSUT()

        try await sut.run("taro@example.com")

        #expect(first.receivedAddresses == ["taro@example.com"])
        #expect(next.receivedAddresses == ["taro@example.com"])
    }

    @Test func run_stopsAtTheFirstFailureWithoutRunningNext() async {
        let (sut, _, next) = makeSUT(firstFailures: [.invalidEmail])

        await #expect(throws: RegistrationFailure.invalidEmail) { try await sut.run("taro") }
        #expect(next.receivedAddresses == [])
    }

    @Test func run_throwsTheNextFailureOnFirstSuccess() async {
        let (sut, _, _) = makeSUT(nextFailures: [.alreadyRegistered])

        await #expect(throws: RegistrationFailure.alreadyRegistered) { try await sut.run("taro@example.com") }
    }

    // MARK: - Helpers

    private func makeSUT(
        firstFailures: [RegistrationFailure] = [],
        nextFailures: [RegistrationFailure] = []
    ) -> (sut: StepWithNext, first: RegistrationStepSpy, next: RegistrationStepSpy) {
        let first = RegistrationStepSpy(failingWith: firstFailures)
        let next = RegistrationStepSpy(failingWith: nextFailures)
        return (first.appending(next), first, next)
    }
}
