/// Steps 1 and 2 of the pipeline: which addresses go to the API, and which are refused before it.
extension RegistrationSpecs {
    static let addressSpecs: [Spec] = [
        Spec(
            .registration, "register_welcomesAddressOnStrictlyValidAddress",
            given: "an available backend with nothing registered",
            when: "the user registers each strictly valid address of the table",
            then: "each is welcomed and registered as trimmed, case kept, in one API call"
        ) { subject in
            try await expectEveryRow(of: strictlyValid, "strictly valid addresses") { row in
                try await expectWelcome(row, on: subject)
            }
        },
        Spec(
            .registration, "register_refusesWithoutCallingTheAPIOnStrictlyInvalidAddress",
            given: "an available backend",
            when: "the user registers each invalid address of the table (no carrier domain)",
            then: "each shows \"Please enter a valid email address.\" and the API is never called"
        ) { subject in
            try await expectEveryRow(of: strictlyInvalid, "invalid addresses") { row in
                try await expectRefusal(row, with: RegistrationMessage.invalid, on: subject)
            }
        },
        Spec(
            .registration, "register_welcomesAddressOnCarrierDomainThatFailsStrictValidation",
            given: "an available backend with nothing registered",
            when:
                "the user registers an address at docomo.ne.jp, ezweb.ne.jp, softbank.ne.jp or i.softbank.jp that strict validation refuses (`..`, `.` before `@`, domain in any case)",
            then: "the known-domain fallback accepts it: welcomed and registered as typed, in one API call"
        ) { subject in
            try await expectEveryRow(of: carrierAccepted, "carrier addresses") { row in
                try await expectWelcome(row, on: subject)
            }
        },
        Spec(
            .registration, "register_refusesWithoutCallingTheAPIOnCarrierLookalikeOrWhiteSpaceInside",
            given: "an available backend",
            when:
                "the user registers a carrier-like address that fails strict validation: white space inside, a lookalike domain, no local part, two `@`",
            then: "each shows \"Please enter a valid email address.\" and the API is never called"
        ) { subject in
            try await expectEveryRow(of: carrierRefused, "carrier-like addresses") { row in
                try await expectRefusal(row, with: RegistrationMessage.invalid, on: subject)
            }
        },
    ]

    // MARK: - Tables

    private static let local64 = String(repeating: "a", count: 64)
    private static let label63 = String(repeating: "d", count: 63)

    /// A domain of `length` characters (133 to 195) made of four valid labels.
    private static func domain(length: Int) -> String {
        "\(label63).\(String(repeating: "e", count: 63)).\(String(repeating: "f", count: length - 132)).com"
    }

    static let strictlyValid: [AddressRow] = [
        AddressRow("taro@example.com", "plain address"),
        AddressRow("Taro.Yamada@Example.COM", "mixed case, kept as typed"),
        AddressRow("a@bc.de", "one-letter local part, two-letter last label"),
        AddressRow("x@a.io", "one-letter label"),
        AddressRow("user+tag@example.org", "plus in the local part"),
        AddressRow("!#$%&'*+/=?^_`{|}~-@example.com", "every allowed symbol"),
        AddressRow("first.middle.last@mail.sub.example.com", "dots inside the local part, four labels"),
        AddressRow("o'brien@example.ie", "apostrophe"),
        AddressRow("1234@123.example.com", "digits in the local part and a label"),
        AddressRow("x@my-mail.example", "hyphen inside a label"),
        AddressRow("x@xn--80ak6aa92e.com", "punycode label"),
        AddressRow("\(local64)@example.com", "local part of 64 characters"),
        AddressRow("x@\(label63).com", "label of 63 characters"),
        AddressRow("\(local64)@\(domain(length: 189))", "whole address of 254 characters"),
        AddressRow("  padded@example.com  ", "spaces around, trimmed", trimmed: "padded@example.com"),
        AddressRow("\tTabbed@Example.com\n", "tab and newline around, trimmed", trimmed: "Tabbed@Example.com"),
        AddressRow("taro@docomo.ne.jp", "carrier address that is strictly valid"),
    ]

    static let strictlyInvalid: [AddressRow] = [
        AddressRow("", "empty"),
        AddressRow("   ", "only spaces"),
        AddressRow("taro.example.com", "no @"),
        AddressRow("taro@@example.com", "two @ side by side"),
        AddressRow("ta@ro@example.com", "two @"),
        AddressRow("@example.com", "empty local part"),
        AddressRow("taro@", "empty domain"),
        AddressRow("taro@example", "one label"),
        AddressRow(".taro@example.com", "local part starts with a dot"),
        AddressRow("taro.@example.com", "local part ends with a dot"),
        AddressRow("ta..ro@example.com", "double dot in the local part"),
        AddressRow("taro@example..com", "empty label"),
        AddressRow("taro@.example.com", "domain starts with a dot"),
        AddressRow("taro@example.com.", "domain ends with a dot"),
        AddressRow("taro@-example.com", "label starts with a hyphen"),
        AddressRow("taro@example-.com", "label ends with a hyphen"),
        AddressRow("taro@example.co-", "last label ends with a hyphen"),
        AddressRow("taro@example.123", "numeric last label"),
        AddressRow("taro@example.c0m", "digit in the last label"),
        AddressRow("taro@example.c", "one-letter last label"),
        AddressRow("a\(local64)@example.com", "local part of 65 characters"),
        AddressRow("x@d\(label63).com", "label of 64 characters"),
        AddressRow("\(local64)@\(domain(length: 190))", "whole address of 255 characters, every part in its limits"),
        AddressRow("ta ro@example.com", "space inside the local part"),
        AddressRow("taro@exa mple.com", "space inside the domain"),
        AddressRow("taro @example.com", "space before the @"),
        AddressRow("ta\tro@example.com", "tab inside"),
        AddressRow("\"taro\"@example.com", "quotes"),
        AddressRow("taro(work)@example.com", "parentheses"),
        AddressRow("tarö@example.com", "non-ASCII letter in the local part"),
        AddressRow("taro@exämple.com", "non-ASCII letter in the domain"),
        AddressRow("taro@exam_ple.com", "underscore in the domain"),
        AddressRow("taro,hanako@example.com", "comma"),
    ]

    static let carrierAccepted: [AddressRow] = [
        AddressRow("taro..yamada@docomo.ne.jp", "double dot at docomo"),
        AddressRow("taro.@ezweb.ne.jp", "dot before the @ at ezweb"),
        AddressRow(".hanako@softbank.ne.jp", "leading dot at softbank"),
        AddressRow("jiro..@i.softbank.jp", "double dot before the @ at i.softbank"),
        AddressRow("Taro..Yamada.@DoCoMo.Ne.Jp", "domain in mixed case, local part kept as typed"),
        AddressRow("hanako.@EZWEB.NE.JP", "domain in capitals"),
        AddressRow("a..b@SoftBank.ne.jp", "softbank in mixed case"),
        AddressRow("x.@I.SoftBank.JP", "i.softbank in mixed case"),
        AddressRow("  taro..@docomo.ne.jp \n", "white space around, trimmed", trimmed: "taro..@docomo.ne.jp"),
        AddressRow("a\(local64)@docomo.ne.jp", "local part of 65 characters"),
    ]

    static let carrierRefused: [AddressRow] = [
        AddressRow("taro..yamada@docomo.ne.jp.evil.com", "carrier domain followed by more labels"),
        AddressRow("taro..yamada@i.softbank.jp.example.org", "i.softbank followed by more labels"),
        AddressRow("taro..yamada@evil-docomo.ne.jp", "hyphenated lookalike"),
        AddressRow("taro..yamada@xdocomo.ne.jp", "prefixed lookalike"),
        AddressRow("taro..yamada@sub.docomo.ne.jp", "subdomain of a carrier"),
        AddressRow("taro..yamada@softbank.jp", "softbank.jp, not i.softbank.jp"),
        AddressRow("taro..yamada@docomo.ne.jp.", "carrier domain with a trailing dot"),
        AddressRow("taro ..yamada@docomo.ne.jp", "space inside the local part"),
        AddressRow("taro..yamada@docomo .ne.jp", "space inside the domain"),
        AddressRow("taro..\tyamada@ezweb.ne.jp", "tab inside"),
        AddressRow("taro..\u{00A0}yamada@softbank.ne.jp", "no-break space inside"),
        AddressRow("taro..\nyamada@ezweb.ne.jp", "line break inside"),
        AddressRow("@docomo.ne.jp", "empty local part"),
        AddressRow("taro..yamada@@docomo.ne.jp", "two @ side by side"),
        AddressRow("taro@yamada..@docomo.ne.jp", "two @"),
    ]
}
