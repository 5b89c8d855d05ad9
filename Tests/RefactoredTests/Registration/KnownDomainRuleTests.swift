import RegistrationDomain
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct KnownDomainRuleTests {
    @Test(arguments: [
        "taro..yamada@docomo.ne.jp",
        "taro.@ezweb.ne.jp",
        ".hanako@softbank.ne.jp",
        "jiro..@i.softbank.jp",
        "Taro..Yamada.@DoCoMo.Ne.Jp",
        "x.@I.SOFTBANK.JP",
        "taro@docomo.ne.jp",
    ])
    func accepts_addressOnMobileCarrierDomainInAnyCase(_ address: String) {
        #expect(KnownDomainRule().accepts(address))
    }

    @Test(arguments: [
        "taro..yamada@docomo.ne.jp.evil.com",
        "taro..yamada@evil-docomo.ne.jp",
        "taro..yamada@sub.docomo.ne.jp",
        "taro..yamada@softbank.jp",
        "taro..yamada@example.com",
        "taro ..yamada@docomo.ne.jp",
        "taro..yamada@docomo.ne.jp ",
        "taro..\u{00A0}yamada@docomo.ne.jp",
        "@docomo.ne.jp",
        "taro@yamada@docomo.ne.jp",
        "taro..yamada",
    ])
    func accepts_refusesAddressOnOtherDomainWhiteSpaceOrNotOneAt(_ address: String) {
        #expect(!KnownDomainRule().accepts(address))
    }

    @Test func accepts_matchesGivenDomainsInAnyCase() {
        let rule = KnownDomainRule(domains: ["Example.ORG"])

        #expect(rule.accepts("a..b@example.org"))
        #expect(!rule.accepts("a..b@docomo.ne.jp"))
    }

    @Test func run_letsAnAcceptedAddressGoOn() async {
        await #expect(throws: Never.self) { try await KnownDomainRule().run("taro..yamada@docomo.ne.jp") }
    }

    @Test func run_throwsInvalidEmailOnAddressItRefuses() async {
        await #expect(throws: RegistrationFailure.invalidEmail) {
            try await KnownDomainRule().run("taro..@example.com")
        }
    }
}
