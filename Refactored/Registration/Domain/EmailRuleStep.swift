/// Adapts an `EmailRule` to a registration step: an address the rule accepts goes on, any other is
/// refused with the rule's refusal. It never calls the backend.
///
/// Because every step answers the same question, "may this address go on?", the rules and the
/// backend compose with `fallback(to:)` and `appending(_:)`, and the screen sees one pipeline.
public struct EmailRuleStep: RegistrationStep {
    private let rule: any EmailRule

    public init(_ rule: any EmailRule) {
        self.rule = rule
    }

    public func run(_ address: String) async throws(RegistrationFailure) {
        guard rule.accepts(address) else { throw rule.refusal }
    }
}
