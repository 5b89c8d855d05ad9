// Your net for the registration (kata registration-net): specs you write against the Starter as it is.
// Measure it:   swift run kata mutants registration --net mine
// Every spec here must pass on the Starter: it says what the app does today, right or wrong.
// It runs in every swift test; when one fails, the verdict at the end of the run names it as yours.

import ImplementationAdapters
import RegistrationBackend
import Specs
import Testing

@MainActor
@Suite("Your registration net", .serialized, .attendeeNet)
struct RegistrationNet {
    @Test func givenAnAvailableServer_whenIRegisterAnAddress_thenTheScreenWelcomesIt() async {
        let backend = InProcessRegistrationBackend()
        let screen = Implementation.starter.adapters.registration.launch(backend: backend)

        screen.enterEmail("taro@example.com")
        await screen.tapRegister()

        #expect(screen.message == "Welcome! taro@example.com is registered.")
        #expect(backend.registeredAddresses == ["taro@example.com"])
    }

    // Add your specs here: one behaviour each, named given_when_then.
}
