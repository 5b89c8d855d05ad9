import RegistrationBackend
import RegistrationBackendClient
import RegistrationCore
import Testing

struct BackendRegistrationServiceTests {
    @Test func register_registersTheAddressWithTheBackendOnAvailableBackend() async throws {
        let (sut, backend) = makeSUT()

        try await sut.register("Taro@Example.com")

        #expect(backend.registeredAddresses == ["Taro@Example.com"])
    }

    @Test func register_throwsAlreadyRegisteredOnAddressHeldInAnotherCase() async {
        let (sut, backend) = makeSUT(registeredAddresses: ["taro@example.com"])

        await #expect(throws: RegistrationFailure.alreadyRegistered) { try await sut.register("TARO@example.com") }
        #expect(backend.callCount == 1)
    }

    @Test func register_throwsServerUnavailableOnUnavailableBackend() async {
        let (sut, backend) = makeSUT()
        backend.makeUnavailable(forNextCalls: 1)

        await #expect(throws: RegistrationFailure.serverUnavailable) { try await sut.register("taro@example.com") }
        #expect(backend.registeredAddresses == [])
    }

    // MARK: - Helpers

    private func makeSUT(
        registeredAddresses: [String] = []
    ) -> (sut: BackendRegistrationService, backend: InProcessRegistrationBackend) {
        let backend = InProcessRegistrationBackend(registeredAddresses: registeredAddresses)
        return (BackendRegistrationService(backend: backend), backend)
    }
}
