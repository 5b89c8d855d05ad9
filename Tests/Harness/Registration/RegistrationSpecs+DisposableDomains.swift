/// CR REG-1: after steps 1 and 2, addresses at a disposable-mail domain are refused before the API.
extension RegistrationSpecs {
    static let disposableDomainSpecs: [Spec] = [
        Spec(
            .registration, "register_refusesWithoutCallingTheAPIOnDisposableDomain",
            given: "an available backend",
            when:
                "the user registers a valid address at mailinator.com, guerrillamail.com, 10minutemail.com or yopmail.com, in any letter case",
            then: "\"Disposable email addresses are not allowed.\" and the API is never called",
            changeRequest: .disposableDomains
        ) { subject in
            try await expectEveryRow(of: disposable, "disposable addresses") { row in
                try await expectRefusal(row, with: RegistrationMessage.disposable, on: subject)
            }
        },
        Spec(
            .registration, "register_welcomesAddressOnDomainThatOnlyResemblesADisposableOne",
            given: "an available backend with nothing registered",
            when:
                "the user registers a valid address whose domain only looks like a disposable one (another ending, a prefix, a subdomain, more labels)",
            then: "it is welcomed and registered, in one API call",
            changeRequest: .disposableDomains
        ) { subject in
            try await expectEveryRow(of: disposableLookalikes, "lookalike addresses") { row in
                try await expectWelcome(row, on: subject)
            }
        },
        Spec(
            .registration, "register_showsInvalidRatherThanDisposableOnInvalidAddressAtDisposableDomain",
            given: "an available backend",
            when: "the user registers an invalid address at a disposable domain",
            then: "\"Please enter a valid email address.\": validation comes first; the API is never called",
            changeRequest: .disposableDomains
        ) { subject in
            try await expectEveryRow(of: invalidAtDisposable, "invalid disposable addresses") { row in
                try await expectRefusal(row, with: RegistrationMessage.invalid, on: subject)
            }
        },
    ]

    // MARK: - Tables

    static let disposable: [AddressRow] = [
        AddressRow("someone@mailinator.com", "mailinator.com"),
        AddressRow("Someone@Mailinator.COM", "mailinator.com in mixed case"),
        AddressRow("first.last@guerrillamail.com", "guerrillamail.com"),
        AddressRow("x@GUERRILLAMAIL.COM", "guerrillamail.com in capitals"),
        AddressRow("timer@10minutemail.com", "10minutemail.com"),
        AddressRow("yo@yopmail.com", "yopmail.com"),
        AddressRow("  yo@YopMail.com\t", "yopmail.com with white space around", trimmed: "yo@YopMail.com"),
    ]

    static let disposableLookalikes: [AddressRow] = [
        AddressRow("a@mailinator.co", "another ending"),
        AddressRow("a@notmailinator.com", "prefixed domain"),
        AddressRow("a@mail.mailinator.com", "subdomain of a disposable domain"),
        AddressRow("a@yopmail.com.example.org", "disposable domain followed by more labels"),
        AddressRow("mailinator.com@example.com", "disposable domain as the local part"),
    ]

    static let invalidAtDisposable: [AddressRow] = [
        AddressRow("a..b@mailinator.com", "double dot"),
        AddressRow("a b@yopmail.com", "space inside"),
        AddressRow("@guerrillamail.com", "empty local part"),
        AddressRow("a@b@10minutemail.com", "two @"),
    ]
}
