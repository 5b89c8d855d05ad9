/// Refuses addresses at a disposable-mail domain, in any letter case, with its own reason (CR REG-1).
/// Addresses without exactly one `@` are left to the validation steps before it.
public struct DisposableDomainRule: RegistrationStep, Hashable {
    private static let providers: Set<String> = [
        "mailinator.com", "guerrillamail.com", "10minutemail.com", "yopmail.com",
    ]

    public init() {}

    public func run(_ address: String) async throws(RegistrationFailure) {
        guard accepts(address) else { throw .refused(reason: RegistrationWording.disposableDomain) }
    }

    /// Whether `address` is at any domain but a disposable-mail one.
    public func accepts(_ address: String) -> Bool {
        guard let parts = EmailAddressParts(address) else { return true }
        return !parts.isAtDomain(in: Self.providers)
    }
}
