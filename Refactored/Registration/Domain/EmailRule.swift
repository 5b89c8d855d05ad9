/// A rule an address must meet to go further: pure, no I/O, so a table of examples tests it.
public protocol EmailRule: Sendable {
    /// What the user is told when the rule does not accept an address.
    var refusal: RegistrationFailure { get }

    /// Whether `address` meets the rule.
    func accepts(_ address: String) -> Bool
}
