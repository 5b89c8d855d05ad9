/// Why an address was not registered.
public enum RegistrationFailure: Error, Hashable, Sendable {
    case invalidEmail
    case alreadyRegistered
    case serverUnavailable
    /// Refused by a rule that gives its own reason, shown to the user as it is. A rule added later
    /// brings its reason along, so neither this type nor the screen changes.
    case refused(reason: String)
}
