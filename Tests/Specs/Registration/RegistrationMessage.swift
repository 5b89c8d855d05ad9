/// The messages of BEHAVIOUR.md section 3, word for word; `address` is the trimmed address as typed.
public enum RegistrationMessage {
    public static let invalid = "Please enter a valid email address."
    public static let unavailable = "Registration failed: the server is unavailable. Please try again."
    public static let disposable = "Disposable email addresses are not allowed."
    public static let roleAddress = "Please use a personal address, not a shared one."

    public static func welcome(_ address: String) -> String {
        "Welcome! \(address) is registered."
    }

    public static func alreadyRegistered(_ address: String) -> String {
        "\(address) is already registered."
    }
}
