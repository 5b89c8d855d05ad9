import RegistrationBackend

extension RegistrationSpecs {
    /// A backend that answers the next `count` calls with *unavailable*.
    public static func backendUnavailable(forNextCalls count: Int) -> InProcessRegistrationBackend {
        let backend = InProcessRegistrationBackend()
        backend.makeUnavailable(forNextCalls: count)
        return backend
    }

    /// A fresh registration screen on `backend`, with `typed` in the field and Register tapped.
    @MainActor
    public static func register(
        _ typed: String,
        on adapters: Adapters,
        backend: InProcessRegistrationBackend
    ) async -> any RegistrationDriver {
        let screen = adapters.registration.launch(backend: backend)
        screen.enterEmail(typed)
        await screen.tapRegister()
        return screen
    }

    /// Registers `row` on a fresh screen and backend: it must be welcomed and registered as trimmed, in
    /// one API call.
    @MainActor
    public static func expectWelcome(_ row: AddressRow, on adapters: Adapters) async throws {
        let backend = InProcessRegistrationBackend()

        let screen = await register(row.typed, on: adapters, backend: backend)

        try expect(screen.message, equals: RegistrationMessage.welcome(row.address), "message for \(row)")
        try expect(backend.registeredAddresses, equals: [row.address], "addresses registered for \(row)")
        try expect(backend.callCount, equals: 1, "API calls for \(row)")
    }

    /// Registers `row` on a fresh screen and backend: it must be refused with `message`, and the API
    /// never called.
    @MainActor
    public static func expectRefusal(_ row: AddressRow, with message: String, on adapters: Adapters) async throws {
        let backend = InProcessRegistrationBackend()

        let screen = await register(row.typed, on: adapters, backend: backend)

        try expect(screen.message, equals: message, "message for \(row)")
        try expect(backend.callCount, equals: 0, "API calls for \(row)")
    }
}
