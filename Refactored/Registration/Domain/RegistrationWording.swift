/// Every word the registration shows: the screen's title, label and action, and every message, in one place.
///
/// It lives in Core, the one target that both the screen and the rules see: a rule that refuses with a
/// reason of its own (`RegistrationFailure.refused`) takes the reason from here.
public enum RegistrationWording {
    public static let title = "Registration"
    public static let emailLabel = "Email"
    public static let register = "Register"
    public static let disposableDomain = "Disposable email addresses are not allowed."

    /// The message after a registration that worked; `address` is the trimmed address as typed.
    public static func welcome(_ address: String) -> String {
        "Welcome! \(address) is registered."
    }

    /// The message for `failure`; `address` is the trimmed address as typed.
    public static func message(for failure: RegistrationFailure, address: String) -> String {
        switch failure {
        case .invalidEmail: "Please enter a valid email address."
        case .alreadyRegistered: "\(address) is already registered."
        case .serverUnavailable: "Registration failed: the server is unavailable. Please try again."
        case .refused(let reason): reason
        }
    }
}
