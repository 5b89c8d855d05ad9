/// Refuses addresses at a disposable-mail domain, in any letter case (CR REG-1). Addresses without
/// exactly one `@` are left to the validation steps before it.
public struct DisposableDomainRule: EmailRule, Hashable {
    private static let providers: Set<String> = [
        "mailinator.com", "guerrillamail.com", "10minutemail.com", "yopmail.com",
    ]

    public init() {}

    public var refusal: RegistrationFailure { .refused(reason: "Disposable email addresses are not allowed.") }

    public func accepts(_ address: String) -> Bool {
        guard let parts = EmailAddressParts(address) else { return true }
        return !parts.isAtDomain(in: Self.providers)
    }
}
