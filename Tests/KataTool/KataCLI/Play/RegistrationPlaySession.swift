import KataHarness
import RegistrationBackend

/// The registration screen in use, with its in-process backend.
@MainActor
final class RegistrationPlaySession: PlaySession {
    private let app: any RegistrationDriver
    private let backend = InProcessRegistrationBackend()
    private var serverIsDown = false

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

    let commandNames = ["email", "register", "server"]

    var screen: String { app.visibleText }

    func perform(_ command: String, _ rest: String) async throws -> String? {
        switch command {
        case "email": app.enterEmail(rest)
        case "register": await app.tapRegister()
        case "server":
            switch rest.trimmingSpaces.lowercased() {
            case "down":
                guard !serverIsDown else { throw SessionError(message: "The server is already down.") }
                backend.makeUnavailable(forNextCalls: Int.max)
                serverIsDown = true
                return "The server is down."
            case "up":
                guard serverIsDown else { throw SessionError(message: "The server is already up.") }
                backend.makeUnavailable(forNextCalls: 0)
                serverIsDown = false
                return "The server is up."
            default: throw SessionError(message: "Type server down or server up.")
            }
        default: throw SessionError.unknown(command, in: commandNames)
        }
        return nil
    }
}
