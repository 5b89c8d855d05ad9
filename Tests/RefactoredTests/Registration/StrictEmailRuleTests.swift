import RegistrationDomain
import SwiftTestingVerdict
import Testing

@Suite(.unitTestVerdict)
struct StrictEmailRuleTests {
    @Test(arguments: [
        "taro@example.com",
        "Taro.Yamada@Example.COM",
        "a@bc.de",
        "!#$%&'*+/=?^_`{|}~-@example.com",
        "first.middle.last@mail.sub.example.com",
        "1234@123.example.com",
        "x@my-mail.example",
        "\(local(64))@example.com",
        "x@\(label(63)).com",
        "\(local(64))@\(domain(189))",
    ])
    func accepts_addressOnEveryRuleMet(_ address: String) {
        #expect(StrictEmailRule().accepts(address))
    }

    @Test(arguments: [
        "",
        "taro.example.com",
        "ta@ro@example.com",
        "@example.com",
        "taro@",
        "taro@example",
        ".taro@example.com",
        "taro.@example.com",
        "ta..ro@example.com",
        "taro@example..com",
        "taro@-example.com",
        "taro@example-.com",
        "taro@example.123",
        "taro@example.c0m",
        "taro@example.c",
        "ta ro@example.com",
        " taro@example.com",
        "tarö@example.com",
        "taro\u{212A}@example.com",
        "taro@example\u{212A}.com",
        "taro\u{1FEF}@example.com",
        "taro@exam_ple.com",
        "\(local(65))@example.com",
        "x@\(label(64)).com",
        "\(local(64))@\(domain(190))",
        "taro..yamada@docomo.ne.jp",
    ])
    func accepts_refusesAddressOnAnyRuleBroken(_ address: String) {
        #expect(!StrictEmailRule().accepts(address))
    }

    @Test func run_letsAnAcceptedAddressGoOn() async {
        await #expect(throws: Never.self) { try await StrictEmailRule().run("taro@example.com") }
    }

    @Test func run_throwsInvalidEmailOnAddressItRefuses() async {
        await #expect(throws: RegistrationFailure.invalidEmail) {
            try await StrictEmailRule().run("ta..ro@example.com")
        }
    }
}

// MARK: - Helpers

private func local(_ length: Int) -> String {
    String(repeating: "a", count: length)
}

private func label(_ length: Int) -> String {
    String(repeating: "d", count: length)
}

/// A domain of `length` characters (133 to 195) made of four valid labels.
private func domain(_ length: Int) -> String {
    "\(label(63)).\(label(63)).\(label(length - 132)).com"
}
