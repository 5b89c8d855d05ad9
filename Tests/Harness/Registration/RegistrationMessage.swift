/// The messages of BEHAVIOUR.md section 3, word for word; `address` is the trimmed address as typed.
enum RegistrationMessage {
    static let invalid = "Please enter a valid email address."
    static let unavailable = "Registration failed: the server is unavailable. Please try again."
    static let disposable = "Disposable email addresses are not allowed."
    static let roleAddress = "Please use a personal address, not a shared one."

    static func welcome(_ address: String) -> String {
        "Welcome! \(address) is registered."
    }

    static func alreadyRegistered(_ address: String) -> String {
        "\(address) is already registered."
    }
}
