/// Steps 1 and 2 of the pipeline: which addresses go to the API, and which are refused before it.
extension RegistrationSpecs {
    static var addressSpecs: [Spec] {
        [
            Spec(
                .registration, "register_welcomesAddressOnStrictlyValidAddress",
                given: "an available backend with nothing registered",
                when: "the user registers each strictly valid address of the table",
                then: "each is welcomed and registered as trimmed, case kept, in one API call"
            ) { adapters in
                try await expectEveryRow(of: strictlyValid, "strictly valid addresses") { row in
                    try await expectWelcome(row, on: adapters)
                }
            },
            Spec(
                .registration, "register_refusesWithoutCallingTheAPIOnStrictlyInvalidAddress",
                given: "an available backend",
                when: "the user registers each invalid address of the table (no carrier domain)",
                then: "each shows \"Please enter a valid email address.\" and the API is never called"
            ) { adapters in
                try await expectEveryRow(of: strictlyInvalid, "invalid addresses") { row in
                    try await expectRefusal(row, with: RegistrationMessage.invalid, on: adapters)
                }
            },
            Spec(
                .registration, "register_welcomesAddressOnCarrierDomainThatFailsStrictValidation",
                given: "an available backend with nothing registered",
                when:
                    "the user registers an address at docomo.ne.jp, ezweb.ne.jp, softbank.ne.jp or i.softbank.jp that strict validation refuses (`..`, `.` before `@`, domain in any case)",
                then: "the known-domain fallback accepts it: welcomed and registered as typed, in one API call"
            ) { adapters in
                try await expectEveryRow(of: carrierAccepted, "carrier addresses") { row in
                    try await expectWelcome(row, on: adapters)
                }
            },
            Spec(
                .registration, "register_refusesWithoutCallingTheAPIOnCarrierLookalikeOrWhiteSpaceInside",
                given: "an available backend",
                when:
                    "the user registers a carrier-like address that fails strict validation: white space inside, a lookalike domain, no local part, two `@`",
                then: "each shows \"Please enter a valid email address.\" and the API is never called"
            ) { adapters in
                try await expectEveryRow(of: carrierRefused, "carrier-like addresses") { row in
                    try await expectRefusal(row, with: RegistrationMessage.invalid, on: adapters)
                }
            },
        ]
    }

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
        AddressRow("x@a.b.c.d.e.f.g.example.co.jp", "ten labels"),
        AddressRow("o'brien@example.ie", "apostrophe"),
        AddressRow("-x-@example.com", "hyphens at both ends of the local part"),
        AddressRow("_x_@example.com", "underscores at both ends of the local part"),
        AddressRow("1234@123.example.com", "digits in the local part and a label"),
        AddressRow("x@my-mail.example", "hyphen inside a label"),
        AddressRow("x@xn--80ak6aa92e.com", "punycode label"),
        AddressRow("\(local64)@example.com", "local part of 64 characters"),
        AddressRow("x@\(label63).com", "label of 63 characters"),
        AddressRow("\(local64)@\(domain(length: 189))", "whole address of 254 characters"),
        AddressRow("  padded@example.com  ", "spaces around, trimmed", trimmed: "padded@example.com"),
        AddressRow("\tTabbed@Example.com\n", "tab and newline around, trimmed", trimmed: "Tabbed@Example.com"),
        AddressRow("taro@docomo.ne.jp", "carrier address that is strictly valid"),
        AddressRow(
            "abcdefghijklmnopqrstuvwxyz@abcdefghijklmnopqrstuvwxyz.abcdefghijklmnopqrstuvwxyz",
            "every lower-case letter in the local part, a label and the last label"),
        AddressRow(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ@ABCDEFGHIJKLMNOPQRSTUVWXYZ.ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "every capital letter in the local part, a label and the last label"),
        AddressRow("0123456789@0123456789.example.com", "every digit in the local part and a label"),
        AddressRow("x@a.\(label63).com", "middle label of 63 characters"),
        AddressRow("x@example.\(label63)", "last label of 63 letters"),
        AddressRow(
            "a-b.c@a-1.b--c.example.com", "hyphens inside labels, double hyphen, dot and hyphen in the local part"),
        AddressRow(
            "  \(local64)@\(domain(length: 189))\n", "254 characters once trimmed, 257 as typed",
            trimmed: "\(local64)@\(domain(length: 189))"),
        AddressRow(
            "\u{2028}line@example.com\u{2029}", "line and paragraph separators around, trimmed",
            trimmed: "line@example.com"),
        AddressRow("\u{00A0}nbsp@example.com\u{00A0}", "no-break spaces around, trimmed", trimmed: "nbsp@example.com"),
        AddressRow(
            "\u{3000}wide@example.com\u{3000}", "ideographic spaces around, trimmed", trimmed: "wide@example.com"),
        AddressRow("\u{0085}nel@example.com\r\n", "next line before, CR LF after, trimmed", trimmed: "nel@example.com"),
        AddressRow(
            "\u{000B}vt@example.com\u{000C}", "vertical tab before, form feed after, trimmed", trimmed: "vt@example.com"
        ),
        AddressRow(
            "\u{1680}\u{2000}\u{200A}em@example.com\u{202F}\u{205F}", "other Unicode spaces around, trimmed",
            trimmed: "em@example.com"),
        AddressRow("\u{200B}zw@example.com\u{200B}", "zero width spaces around, trimmed", trimmed: "zw@example.com"),
    ]

    static let strictlyInvalid: [AddressRow] = [
        AddressRow("", "empty"),
        AddressRow("   ", "only spaces"),
        AddressRow("taro.example.com", "no @"),
        AddressRow("taro\u{FF20}example.com", "a fullwidth @ (U+FF20) for the @"),
        AddressRow("taro..yamada\u{FF20}docomo.ne.jp", "a fullwidth @ before a carrier domain"),
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
        AddressRow("ta(ro@example.com", "opening parenthesis alone"),
        AddressRow("ta)ro@example.com", "closing parenthesis alone"),
        AddressRow("ta:ro@example.com", "colon"),
        AddressRow("ta;ro@example.com", "semicolon"),
        AddressRow("ta<ro@example.com", "less-than sign"),
        AddressRow("ta>ro@example.com", "greater-than sign"),
        AddressRow("ta[ro@example.com", "opening bracket"),
        AddressRow("ta\\ro@example.com", "backslash"),
        AddressRow("ta]ro@example.com", "closing bracket"),
        AddressRow("ta\u{7F}ro@example.com", "delete control character"),
        AddressRow("taro@example.com@example.org", "second @ after a valid address"),
        AddressRow("taro@exa+mple.com", "plus in the domain"),
        AddressRow("taro@exa/mple.com", "slash in the domain"),
        AddressRow("taro@exa:mple.com", "colon in the domain"),
        AddressRow("taro@exa`mple.com", "backquote in the domain"),
        AddressRow("taro@exa{mple.com", "brace in the domain"),
        AddressRow("taro@exa[mple.com", "bracket in the domain"),
        AddressRow("taro@exa!mple.com", "exclamation mark in the domain"),
        AddressRow("taro@exa'mple.com", "apostrophe in the domain"),
        AddressRow("taro@mail.-example.com", "middle label starts with a hyphen"),
        AddressRow("taro@mail.example-.com", "middle label ends with a hyphen"),
        AddressRow("taro@example.c-m", "hyphen inside the last label"),
        AddressRow("x@a.d\(label63).com", "middle label of 64 characters"),
        AddressRow("x@example.d\(label63)", "last label of 64 letters"),
        AddressRow("josé@example.com", "é in the local part"),
        AddressRow("jose\u{301}@example.com", "e and a combining accent in the local part"),
        AddressRow("straße@example.com", "ß in the local part"),
        AddressRow("иван@example.com", "Cyrillic local part"),
        AddressRow("١٢@example.com", "Arabic-Indic digits in the local part"),
        AddressRow("taro１@example.com", "fullwidth digit in the local part"),
        AddressRow("taro@straße.de", "ß in a label"),
        AddressRow("taro@пример.com", "Cyrillic label"),
        AddressRow("taro@١٢.example.com", "Arabic-Indic digits in a label"),
        AddressRow("taro@example１.com", "fullwidth digit in a label"),
        AddressRow("taro@ｅｘａｍｐｌｅ.com", "fullwidth letters in a label"),
        AddressRow("taro@example.cöm", "ö in the last label"),
        AddressRow("taro@example.рф", "Cyrillic last label"),
        AddressRow("taro@example.ｃｏｍ", "fullwidth last label"),
        AddressRow("ta\u{2028}ro@example.com", "line separator inside"),
        AddressRow("taro@exam\u{2029}ple.com", "paragraph separator inside the domain"),
        AddressRow("ta\u{00A0}ro@example.com", "no-break space inside"),
        AddressRow("ta\u{3000}ro@example.com", "ideographic space inside"),
        AddressRow("ta\u{200B}ro@example.com", "zero width space inside"),
        AddressRow("\u{FEFF}taro@example.com", "byte order mark before: not white space, not trimmed"),
        AddressRow("taro@example.com\u{2060}", "word joiner after: not white space, not trimmed"),
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
        AddressRow(
            "\(String(repeating: "a.", count: 130))@docomo.ne.jp",
            "address of 273 characters, local part ending with a dot"),
        AddressRow("tarö..@ezweb.ne.jp", "non-ASCII letter and a double dot"),
        AddressRow(".@docomo.ne.jp", "a local part of one character, a dot"),
        AddressRow("１２３@softbank.ne.jp", "fullwidth digits"),
        AddressRow("a(b)\"c\"@i.softbank.jp", "parentheses and quotes"),
        AddressRow("ta\u{00AD}ro..@docomo.ne.jp", "soft hyphen inside: not white space"),
        AddressRow("\u{2060}@docomo.ne.jp", "a local part of one word joiner: not empty, not white space"),
        AddressRow("ta\u{0}ro..@docomo.ne.jp", "a NUL inside: not white space"),
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
        AddressRow("taro..yamada@docomo.ne.jp@example.com", "a second @ after the carrier domain"),
        AddressRow("taro..\u{2028}@docomo.ne.jp", "line separator inside"),
        AddressRow("taro..\u{2029}@ezweb.ne.jp", "paragraph separator inside"),
        AddressRow("taro..\u{3000}@softbank.ne.jp", "ideographic space inside"),
        AddressRow("taro..\u{0085}@i.softbank.jp", "next line inside"),
        AddressRow("taro..\r@docomo.ne.jp", "carriage return inside"),
        AddressRow("taro..\u{000B}@docomo.ne.jp", "vertical tab inside"),
        AddressRow("taro..\u{000C}@docomo.ne.jp", "form feed inside"),
        AddressRow("taro..\u{1680}@docomo.ne.jp", "ogham space inside"),
        AddressRow("taro..\u{2000}@docomo.ne.jp", "en quad inside"),
        AddressRow("taro..\u{202F}@docomo.ne.jp", "narrow no-break space inside"),
        AddressRow("taro..\u{205F}@docomo.ne.jp", "mathematical space inside"),
        AddressRow("taro..\u{200B}@docomo.ne.jp", "zero width space inside"),
        AddressRow("taro..yamada@docomo.ne.jpx", "carrier domain with a letter after it"),
        AddressRow("taro..yamada@docomo.ne.j", "carrier domain missing its last letter"),
        AddressRow("taro..yamada@ocomo.ne.jp", "carrier domain missing its first letter"),
        AddressRow("taro..yamada@docomo-ne.jp", "hyphen for a dot"),
        AddressRow("taro..yamada@docomoxnexjp", "letters for the dots"),
        AddressRow("taro..yamada@i-softbank.jp", "hyphen for the dot of i.softbank"),
        AddressRow("taro..yamada@evil.ne.jp", "another .ne.jp domain"),
        AddressRow("taro..yamada@ne.jp", "ne.jp alone"),
        AddressRow("taro..yamada@i.softbank.ne.jp", "subdomain of softbank.ne.jp"),
        AddressRow("taro..yamada@sub.ezweb.ne.jp", "subdomain of ezweb"),
        AddressRow("taro..yamada@ezweb.ne.jp.", "ezweb with a trailing dot"),
        AddressRow("taro..yamada@softbank.ne.jp.example.com", "softbank followed by more labels"),
        AddressRow("taro..yamada@xi.softbank.jp", "prefixed i.softbank"),
        AddressRow("taro..yamada@dócomo.ne.jp", "accented lookalike"),
        AddressRow("taro..yamada@ｄｏｃｏｍｏ.ne.jp", "fullwidth lookalike"),
        AddressRow("taro..yamada@İ.SOFTBANK.JP", "dotted capital I for i"),
        AddressRow("taro..yamada@SOFTBAN\u{212A}.NE.JP", "Kelvin sign for K, which lowercases to k"),
        AddressRow("taro..yamada@i.softbank.jpn", "i.softbank.jp with a letter after it"),
        AddressRow("taro..yamada@ezweb.ne.jpx", "ezweb.ne.jp with a letter after it"),
        AddressRow("taro..yamada@xsoftbank.ne.jp", "prefixed softbank.ne.jp"),
        AddressRow("taro..yamada@au.com", "a real carrier's domain that is not on the list"),
        AddressRow("taro..yamada@gmail.com", "a real domain that is not on the list"),
    ]
}
