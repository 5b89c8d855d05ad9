import RegistrationBackend
import RegistrationComposition
import RegistrationScreens
import Specs

/// The Refactored registration screen, built by its composer.
struct RefactoredRegistration: RegistrationAdapter {
    @MainActor
    func launch(backend: InProcessRegistrationBackend) -> any RegistrationDriver {
        RefactoredRegistrationDriver(screen: RegistrationComposer.makeRegistrationScreen(backend: backend))
    }
}

/// Drives the Refactored screen as a user would.
@MainActor
private final class RefactoredRegistrationDriver: RegistrationDriver {
    private let screen: RegistrationScreen

    init(screen: RegistrationScreen) {
        self.screen = screen
    }

    func enterEmail(_ text: String) {
        screen.email = text
    }

    func tapRegister() async {
        await screen.register()
    }

    var message: String { screen.message ?? "" }

    var visibleText: String { screen.render() }
}
