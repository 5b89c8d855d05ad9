import RegistrationBackend
import RegistrationBackendClient
import RegistrationDomain
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct BackendRegistrationStepTests {
    @Test func run_registersTheAddressWithTheBackendOnAvailableBackend() async throws {
        let (sut, backend) = makeSUT()

        try await sut.run("Taro@Example.com")

        #expect(backend.registeredAddresses == ["Taro@Example.com"])
    }

    @Test func run_throwsAlreadyRegisteredOnAddressHeldInAnotherCase() async {
        let (sut, backend) = makeSUT(registeredAddresses: ["taro@example.com"])

        await #expect(throws: RegistrationFailure.alreadyRegistered) { try await sut.run("TARO@example.com") }
        #expect(backend.callCount == 1)
    }

    @Test func run_throwsServerUnavailableOnUnavailableBackend() async {
        let (sut, backend) = makeSUT()
        backend.makeUnavailable(forNextCalls: 1)

        await #expect(throws: RegistrationFailure.serverUnavailable) { try await sut.run("taro@example.com") }
        #expect(backend.registeredAddresses == [])
    }

    // MARK: - Helpers

    private func makeSUT(
        registeredAddresses: [String] = []
    ) -> (sut: BackendRegistrationStep, backend: InProcessRegistrationBackend) {
        let backend = InProcessRegistrationBackend(registeredAddresses: registeredAddresses)
        return (BackendRegistrationStep(backend: backend), backend)
    }
}
