import RegistrationDomain
import Testing

struct EmailRuleStepTests {
    @Test func run_succeedsOnAddressTheRuleAccepts() async {
        let sut = EmailRuleStep(EmailRuleStub(acceptsEveryAddress: true, refusal: .invalidEmail))

        await #expect(throws: Never.self) { try await sut.run("taro@example.com") }
    }

    @Test(arguments: [RegistrationFailure.invalidEmail, .refused(reason: "Not here.")])
    func run_throwsTheRulesRefusalOnAddressTheRuleRefuses(_ refusal: RegistrationFailure) async {
        let sut = EmailRuleStep(EmailRuleStub(acceptsEveryAddress: false, refusal: refusal))

        await #expect(throws: refusal) { try await sut.run("taro@example.com") }
    }
}
