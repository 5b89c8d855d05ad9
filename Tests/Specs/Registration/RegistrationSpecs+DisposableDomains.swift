import RegistrationBackend

/// CR REG-1: after steps 1 and 2, addresses at a disposable-mail domain are refused before the API.
extension RegistrationSpecs {
    static var disposableDomainSpecs: [Spec] {
        [
            Spec(
                .registration, "register_refusesWithoutCallingTheAPIOnDisposableDomain",
                given: "an available backend",
                when:
                    "the user registers a valid address at mailinator.com, guerrillamail.com, 10minutemail.com or yopmail.com, in any letter case",
                then: "\"Disposable email addresses are not allowed.\" and the API is never called",
                changeRequest: .disposableDomains
            ) { adapters in
                try await expectEveryRow(of: disposable, "disposable addresses") { row in
                    try await expectRefusal(row, with: RegistrationMessage.disposable, on: adapters)
                }
            },
            Spec(
                .registration, "register_welcomesAddressOnDomainThatOnlyResemblesADisposableOne",
                given: "an available backend with nothing registered",
                when:
                    "the user registers a valid address whose domain only looks like a disposable one (another ending, a prefix, a subdomain, more labels)",
                then: "it is welcomed and registered, in one API call",
                changeRequest: .disposableDomains
            ) { adapters in
                try await expectEveryRow(of: disposableLookalikes, "lookalike addresses") { row in
                    try await expectWelcome(row, on: adapters)
                }
            },
            Spec(
                .registration, "register_showsInvalidRatherThanDisposableOnInvalidAddressAtDisposableDomain",
                given: "an available backend",
                when: "the user registers an invalid address at a disposable domain",
                then: "\"Please enter a valid email address.\": validation comes first; the API is never called",
                changeRequest: .disposableDomains
            ) { adapters in
                try await expectEveryRow(of: invalidAtDisposable, "invalid disposable addresses") { row in
                    try await expectRefusal(row, with: RegistrationMessage.invalid, on: adapters)
                }
            },
            Spec(
                .registration, "register_showsOnlyTheLatestMessageOnDisposableRefusalBetweenOtherOutcomes",
                given: "one screen and one backend, the backend unavailable for one attempt",
                when:
                    "the user registers, one after another, disposable addresses between addresses that are welcomed, invalid, already registered and refused as unavailable",
                then:
                    "after each attempt the screen shows what was typed and only that attempt's message; no disposable address reaches the API",
                changeRequest: .disposableDomains
            ) { adapters in
                let backend = InProcessRegistrationBackend()
                try await expectOnlyTheLatestMessage(
                    after: disposableBetweenOtherOutcomes, on: adapters, backend: backend)

                let retries = adapters.changeRequestsDone.contains(.retry)
                try expect(
                    backend.registeredAddresses, equals: ["anna@example.com", "ben@example.com"],
                    "the addresses registered"
                )
                try expect(backend.callCount, equals: retries ? 5 : 4, "API calls (one attempt while unavailable)")
            },
        ]
    }

    // MARK: - Tables

    /// Attempts on one screen in which a disposable refusal follows and precedes every other outcome and
    /// itself: four reach the API, one of them while it is unavailable.
    static let disposableBetweenOtherOutcomes: [(String, AttemptOutcome)] = [
        ("anna@example.com", .welcome),
        (" anna@mailinator.com ", .disposable),
        ("anna@", .invalid),
        ("x@YopMail.com", .disposable),
        ("ANNA@example.com", .alreadyRegistered),
        ("a@guerrillamail.com", .disposable),
        ("ben@example.com", .unavailable),
        ("b@10minutemail.com", .disposable),
        ("c@yopmail.com", .disposable),
        ("ben@example.com", .welcome),
    ]

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
        AddressRow("a@mailinator.comm", "a letter after mailinator.com"),
        AddressRow("a@yopmail.fr", "a real disposable service's other domain, not on the list"),
        AddressRow("a@10minutemail.net", "10minutemail with another ending"),
        AddressRow("a@notmailinator.com", "prefixed domain"),
        AddressRow("a@mail.mailinator.com", "subdomain of a disposable domain"),
        AddressRow("a@yopmail.com.example.org", "disposable domain followed by more labels"),
        AddressRow("mailinator.com@example.com", "disposable domain as the local part"),
        AddressRow("a@guerrillamail.co", "guerrillamail with another ending"),
        AddressRow("a@sub.guerrillamail.com", "subdomain of guerrillamail"),
        AddressRow("a@x10minutemail.com", "prefixed 10minutemail"),
        AddressRow("a@10minutemail.com.example.org", "10minutemail followed by more labels"),
        AddressRow("a@yopmail.co", "yopmail with another ending"),
        AddressRow("a@my.yopmail.com", "subdomain of yopmail"),
        AddressRow("a@mailinator.com.example.org", "mailinator followed by more labels"),
        AddressRow("a@mailinator-com.example", "hyphen for the dot"),
    ]

    static let invalidAtDisposable: [AddressRow] = [
        AddressRow("a..b@mailinator.com", "double dot"),
        AddressRow("a b@yopmail.com", "space inside"),
        AddressRow("@guerrillamail.com", "empty local part"),
        AddressRow("a@b@10minutemail.com", "two @"),
    ]
}
