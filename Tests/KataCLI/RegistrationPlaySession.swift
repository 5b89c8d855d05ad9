import KataHarness
import RegistrationBackend

/// The registration screen in use, with its in-process backend.
@MainActor
final class RegistrationPlaySession: PlaySession {
    private let app: any RegistrationDriver
    private let backend = InProcessRegistrationBackend()

    init(subject: Subject) {
        app = subject.registration.launch(backend: backend)
    }

    let commands = """
        Commands:
          email <text>            type into the email field (replaces what is there)
          register                tap Register
          server down             the backend answers "unavailable" until it is up again
          server up               the backend answers again
        """

    var screen: String { app.visibleText }

    func perform(_ command: String, _ rest: String) async throws -> String? {
        switch (command, rest) {
        case ("email", _): app.enterEmail(rest)
        case ("register", _): await app.tapRegister()
        case ("server", "down"):
            backend.makeUnavailable(forNextCalls: Int.max)
            return "The server is down."
        case ("server", "up"):
            backend.makeUnavailable(forNextCalls: 0)
            return "The server is up."
        default: throw SessionError.unknown(command)
        }
        return nil
    }
}
