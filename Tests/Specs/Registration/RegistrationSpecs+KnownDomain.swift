/// CR REG-4: `ymobile.ne.jp` joins the known domains of the fallback (step 2).
extension RegistrationSpecs {
    static var knownDomainSpecs: [Spec] {
        [
            Spec(
                .registration, "register_welcomesCarrierStyleAddressOnYmobileDomain",
                given: "an available backend with nothing registered",
                when:
                    "the user registers an address at ymobile.ne.jp that strict validation refuses (`..`, `.` before `@`, domain in any case)",
                then: "it is welcomed and registered as typed and trimmed, in one API call",
                changeRequest: .knownDomain
            ) { adapters in
                try await expectEveryRow(of: ymobileAccepted, "ymobile.ne.jp addresses") { row in
                    try await expectWelcome(row, on: adapters)
                }
            },
            Spec(
                .registration, "register_showsInvalidOnYmobileLookalike",
                given: "an available backend",
                when:
                    "the user registers a ymobile-like address that fails strict validation: a lookalike domain, white space inside, no local part",
                then: "\"Please enter a valid email address.\" and the API is never called",
                changeRequest: .knownDomain
            ) { adapters in
                try await expectEveryRow(of: ymobileRefused, "ymobile-like addresses") { row in
                    try await expectRefusal(row, with: RegistrationMessage.invalid, on: adapters)
                }
            },
        ]
    }

    // MARK: - Tables

    static let ymobileAccepted: [AddressRow] = [
        AddressRow("taro..yamada.@ymobile.ne.jp", "double dot and a dot before the @"),
        AddressRow(".hanako@ymobile.ne.jp", "leading dot"),
        AddressRow("Jiro..@YMobile.NE.JP", "domain in mixed case, local part kept as typed"),
        AddressRow("  a..b@ymobile.ne.jp\t", "white space around, trimmed", trimmed: "a..b@ymobile.ne.jp"),
    ]

    static let ymobileRefused: [AddressRow] = [
        AddressRow("taro..yamada@ymobile.ne.jp.evil.com", "ymobile followed by more labels"),
        AddressRow("taro..yamada@sub.ymobile.ne.jp", "subdomain of ymobile"),
        AddressRow("taro..yamada@xymobile.ne.jp", "prefixed lookalike"),
        AddressRow("taro ..yamada@ymobile.ne.jp", "space inside the local part"),
        AddressRow("@ymobile.ne.jp", "empty local part"),
    ]
}
