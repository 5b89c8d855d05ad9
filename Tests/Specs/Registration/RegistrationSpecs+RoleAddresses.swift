/// CR REG-3: after step 2 (and after REG-1's check, where there is one), addresses whose local part is a
/// role (`admin`, `info`, `noreply`, `postmaster`, `webmaster`, in any letter case) are refused before the API.
extension RegistrationSpecs {
    static var roleAddressSpecs: [Spec] {
        [
            Spec(
                .registration, "register_refusesWithoutCallingTheAPIOnRoleAddress",
                given: "an available backend",
                when:
                    "the user registers a valid address whose local part is admin, info, noreply, postmaster or webmaster, in any letter case",
                then: "\"Please use a personal address, not a shared one.\" and the API is never called",
                changeRequest: .roleAddresses
            ) { adapters in
                try await expectEveryRow(of: roleAddresses, "role addresses") { row in
                    try await expectRefusal(row, with: RegistrationMessage.roleAddress, on: adapters)
                }
            },
            Spec(
                .registration, "register_welcomesAddressOnLocalPartThatOnlyResemblesARoleOne",
                given: "an available backend with nothing registered",
                when:
                    "the user registers a valid address whose local part only contains a role (a longer word, more parts) or whose domain does",
                then: "it is welcomed and registered, in one API call",
                changeRequest: .roleAddresses
            ) { adapters in
                try await expectEveryRow(of: roleLookalikes, "lookalike addresses") { row in
                    try await expectWelcome(row, on: adapters)
                }
            },
            Spec(
                .registration, "register_showsInvalidRatherThanRoleOnInvalidRoleAddress",
                given: "an available backend",
                when: "the user registers an invalid address whose local part is a role",
                then: "\"Please enter a valid email address.\": validation comes first; the API is never called",
                changeRequest: .roleAddresses
            ) { adapters in
                try await expectEveryRow(of: invalidRoleAddresses, "invalid role addresses") { row in
                    try await expectRefusal(row, with: RegistrationMessage.invalid, on: adapters)
                }
            },
        ]
    }

    // MARK: - Tables

    static let roleAddresses: [AddressRow] = [
        AddressRow("admin@example.com", "admin"),
        AddressRow("Info@example.com", "info, capitalised"),
        AddressRow("NOREPLY@example.org", "noreply in capitals"),
        AddressRow("postmaster@mail.example.co.uk", "postmaster"),
        AddressRow("WebMaster@example.com", "webmaster in mixed case"),
        AddressRow("admin@docomo.ne.jp", "admin at a carrier"),
        AddressRow("  info@example.com\n", "white space around", trimmed: "info@example.com"),
    ]

    static let roleLookalikes: [AddressRow] = [
        AddressRow("admins@example.com", "a longer word"),
        AddressRow("info.desk@example.com", "role followed by more parts"),
        AddressRow("my-admin@example.com", "role preceded by more"),
        AddressRow("webmaster2@example.com", "role followed by a digit"),
        AddressRow("taro@admin.example.com", "role in the domain"),
    ]

    static let invalidRoleAddresses: [AddressRow] = [
        AddressRow("admin@example", "one-label domain"),
        AddressRow("info@@example.com", "two @"),
        AddressRow("admin @example.com", "space inside"),
        AddressRow("noreply@exa_mple.com", "underscore in the domain"),
    ]
}
