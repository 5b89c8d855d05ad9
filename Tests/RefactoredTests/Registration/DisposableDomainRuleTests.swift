import RegistrationDomain
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct DisposableDomainRuleTests {
    @Test(arguments: [
        "someone@mailinator.com",
        "Someone@Mailinator.COM",
        "x@guerrillamail.com",
        "timer@10minutemail.com",
        "yo@YOPMAIL.COM",
    ])
    func accepts_refusesAddressOnDisposableDomainInAnyCase(_ address: String) {
        #expect(!DisposableDomainRule().accepts(address))
    }

    @Test(arguments: [
        "taro@example.com",
        "a@mailinator.co",
        "a@notmailinator.com",
        "a@mail.mailinator.com",
        "a@yopmail.com.example.org",
        "mailinator.com@example.com",
        "no-at-sign",
    ])
    func accepts_addressOnAnyOtherDomain(_ address: String) {
        #expect(DisposableDomainRule().accepts(address))
    }

    @Test func run_letsAnAcceptedAddressGoOn() async {
        await #expect(throws: Never.self) { try await DisposableDomainRule().run("taro@example.com") }
    }

    @Test func run_throwsRefusedWithTheDisposableReasonOnAddressItRefuses() async {
        await #expect(throws: RegistrationFailure.refused(reason: "Disposable email addresses are not allowed.")) {
            try await DisposableDomainRule().run("someone@mailinator.com")
        }
    }
}
