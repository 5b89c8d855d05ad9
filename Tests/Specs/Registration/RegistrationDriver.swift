/// What a user can do and see on the registration screen.
@MainActor
public protocol RegistrationDriver: AnyObject {
    /// Replaces the text of the email field with `text`, exactly as typed (white space included).
    func enterEmail(_ text: String)

    /// Taps Register; returns once the screen shows the message of this attempt.
    func tapRegister() async

    /// The message under the Register button; empty before the first attempt.
    var message: String { get }

    /// Everything the screen shows, as plain text: title, field, button and message.
    var visibleText: String { get }
}
