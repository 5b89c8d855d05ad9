/// Adapts an `EmailRule` to a registration step: an address the rule accepts goes on, any other is
/// refused with the rule's refusal. It never calls the backend.
public struct EmailRuleCheck: RegistrationService {
    private let rule: any EmailRule

    public init(_ rule: any EmailRule) {
        self.rule = rule
    }

    public func register(_ address: String) async throws(RegistrationFailure) {
        guard rule.accepts(address) else { throw rule.refusal }
    }
}
