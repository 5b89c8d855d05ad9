import Foundation
import Observation
import RegistrationDomain

/// The registration screen: an email field, a Register action, and the message of the last attempt.
@MainActor
@Observable
public final class RegistrationScreen {
    public let title = RegistrationWording.title
    /// The email field, exactly as typed.
    public var email = ""
    /// The message of the last attempt; none before the first.
    public private(set) var message: String?

    private let pipeline: any RegistrationStep

    public init(pipeline: any RegistrationStep) {
        self.pipeline = pipeline
    }

    /// Registers the typed address, trimmed, and shows how it went.
    public func register() async {
        let address = email.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            try await pipeline.run(address)
            message = RegistrationWording.welcome(address)
        } catch {
            message = RegistrationWording.message(for: error, address: address)
        }
    }

    /// What the user sees: title, the field, the button, and the message once there is one.
    public func render() -> String {
        let form = [title, "\(RegistrationWording.emailLabel): [\(email)]", "[\(RegistrationWording.register)]"]
        return (form + [message].compactMap { $0 }).joined(separator: "\n")
    }
}
