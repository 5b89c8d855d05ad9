import RegistrationDomain

extension RegistrationFailure {
    /// The message the screen shows for this failure; `address` is the trimmed address as typed.
    func message(for address: String) -> String {
        switch self {
        case .invalidEmail: "Please enter a valid email address."
        case .alreadyRegistered: "\(address) is already registered."
        case .serverUnavailable: "Registration failed: the server is unavailable. Please try again."
        case .refused(let reason): reason
        }
    }
}
