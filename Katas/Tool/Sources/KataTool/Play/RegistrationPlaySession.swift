import RegistrationBackend
import Specs

/// The registration screen in use, with its in-process backend.
@MainActor
final class RegistrationPlaySession: PlaySession {
    private let app: any RegistrationDriver
    private let backend = InProcessRegistrationBackend()
    private var serverIsDown = false

    init(adapters: Adapters) {
        app = adapters.registration.launch(backend: backend)
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
            let state = rest.trimmingSpaces.lowercased()
            guard let down = ["down": true, "up": false][state] else {
                throw SessionError(message: "Type server down or server up.")
            }
            guard down != serverIsDown else { throw SessionError(message: "The server is already \(state).") }
            backend.makeUnavailable(forNextCalls: down ? Int.max : 0)
            serverIsDown = down
            return "The server is \(state)."
        default: throw SessionError.unknown(command, in: commandNames)
        }
        return nil
    }
}
