/// Adapts an `EmailRule` to a registration step: an address the rule accepts goes on, any other is
/// refused with the rule's refusal. It never calls the backend.
///
/// Its `register(_:)` registers nothing itself: the name is the step's, from `RegistrationService`.
/// Every step of the pipeline answers the same question, "may this address go on?", so the rules
/// and the backend compose with `fallback(to:)` and `appending(_:)` and the screen sees one service.
public struct EmailRuleCheck: RegistrationService {
    private let rule: any EmailRule

    public init(_ rule: any EmailRule) {
        self.rule = rule
    }

    public func register(_ address: String) async throws(RegistrationFailure) {
        guard rule.accepts(address) else { throw rule.refusal }
    }
}
