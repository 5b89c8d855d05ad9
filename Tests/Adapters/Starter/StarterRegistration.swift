import RegistrationBackend
import Specs
@preconcurrency import Starter

/// The Starter's registration screen, built the way the app builds it.
struct StarterRegistration: RegistrationAdapter {
    @MainActor
    func launch(backend: InProcessRegistrationBackend) -> any RegistrationDriver {
        // When your refactor changes how the screen is built, change this line; when it renames the
        // screen's type or changes how Register is tapped (an `async` method), the driver below too.
        // Nothing else in Tests/ names the Starter.
        let screen = RegistrationViewController(api: RegistrationAPI(backend: backend))
        return StarterRegistrationDriver(screen: screen)
    }
}

/// Drives the Starter's screen as a user would.
@MainActor
private final class StarterRegistrationDriver: RegistrationDriver {
    private let screen: RegistrationViewController

    init(screen: RegistrationViewController) {
        self.screen = screen
    }

    func enterEmail(_ text: String) {
        screen.emailField = text
    }

    func tapRegister() async {
        screen.registerTapped()
    }

    var message: String { screen.messageLabel }

    var visibleText: String { screen.render() }
}
