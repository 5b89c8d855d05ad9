import RegistrationDomain

/// A rule with a fixed answer, whatever the address.
struct EmailRuleStub: EmailRule {
    let acceptsEveryAddress: Bool
    let refusal: RegistrationFailure

    func accepts(_ address: String) -> Bool {
        acceptsEveryAddress
    }
}
