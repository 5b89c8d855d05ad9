import Foundation

/// The registration screen: an email field, a Register button and a message under it.
public class RegistrationViewController {
    public let title = "Registration"
    public var emailField = ""
    public var messageLabel = ""

    let api: RegistrationAPI

    public init(api: RegistrationAPI = .shared) {
        self.api = api
    }

    /// The Register button's action.
    public func registerTapped() {
        let email = emailField.trimmingCharacters(in: .whitespacesAndNewlines)

        var isValid = EmailValidator.isValid(email)
        if !isValid {
            // Customers of docomo, au and SoftBank have addresses the RFC refuses: let them in anyway.
            isValid = DomainChecker.isCarrierAddress(email)
        }

        if isValid {
            api.register(email: email) { result in
                switch result {
                case .success:
                    self.messageLabel = "Welcome! \(email) is registered."
                case .failure(let error):
                    if error == .alreadyRegistered {
                        self.messageLabel = "\(email) is already registered."
                    } else {
                        self.messageLabel = "Registration failed: the server is unavailable. Please try again."
                    }
                }
            }
        } else {
            messageLabel = "Please enter a valid email address."
        }
    }

    /// What the screen shows: title, the field, the button, and the message once there is one.
    public func render() -> String {
        var lines = [title, "Email: [\(emailField)]", "[Register]"]
        if !messageLabel.isEmpty {
            lines.append(messageLabel)
        }
        return lines.joined(separator: "\n")
    }
}
