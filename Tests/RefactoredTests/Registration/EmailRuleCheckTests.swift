import RegistrationCore
import Testing

struct EmailRuleCheckTests {
    @Test func register_succeedsOnAddressTheRuleAccepts() async {
        let sut = EmailRuleCheck(EmailRuleStub(acceptsEveryAddress: true, refusal: .invalidEmail))

        await #expect(throws: Never.self) { try await sut.register("taro@example.com") }
    }

    @Test(arguments: [RegistrationFailure.invalidEmail, .refused(reason: "Not here.")])
    func register_throwsTheRulesRefusalOnAddressTheRuleRefuses(_ refusal: RegistrationFailure) async {
        let sut = EmailRuleCheck(EmailRuleStub(acceptsEveryAddress: false, refusal: refusal))

        await #expect(throws: refusal) { try await sut.register("taro@example.com") }
    }
}
