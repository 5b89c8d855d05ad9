/// Strict validation reads characters as typed: one that Unicode only counts as equivalent to an ASCII
/// character (a canonical singleton) is not that character.
extension RegistrationSpecs {
    static var canonicalLookalikeSpecs: [Spec] {
        [
            Spec(
                .registration, "register_refusesWithoutCallingTheAPIOnCharacterThatOnlyStandsForAnASCIIOne",
                given: "an available backend",
                when:
                    "the user registers an address with the Kelvin sign (U+212A, equivalent to K) in its local part or a "
                    + "label, or the Greek varia (U+1FEF, equivalent to `) in its local part",
                then: "each shows \"Please enter a valid email address.\" and the API is never called"
            ) { adapters in
                try await expectEveryRow(of: canonicalLookalikes, "addresses with a lookalike of an ASCII character") {
                    row in
                    try await expectRefusal(row, with: RegistrationMessage.invalid, on: adapters)
                }
            }
        ]
    }

    static let canonicalLookalikes: [AddressRow] = [
        AddressRow("taro\u{212A}@example.com", "Kelvin sign at the end of the local part"),
        AddressRow("\u{212A}aro@example.com", "Kelvin sign at the start of the local part"),
        AddressRow("taro@example\u{212A}.com", "Kelvin sign in a label"),
        AddressRow("taro@\u{212A}.example.com", "Kelvin sign as a whole label"),
        AddressRow("taro@docomo\u{212A}ne.jp", "Kelvin sign in a carrier-like label"),
        AddressRow("taro\u{1FEF}@example.com", "Greek varia, equivalent to the backtick, in the local part"),
        AddressRow("\u{1FEF}@example.com", "Greek varia as the whole local part"),
    ]
}
