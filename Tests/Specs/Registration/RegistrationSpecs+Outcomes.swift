import Foundation
import RegistrationBackend

/// Step 3 and the screen: what the user sees after the API answers, and after several attempts.
extension RegistrationSpecs {
    static var outcomeSpecs: [Spec] {
        [
            Spec(
                .registration, "launch_showsEmptyFieldAndNoMessage",
                given: "a fresh registration screen",
                when: "the user has done nothing yet",
                then: "it shows the title, an empty email field, the Register button and no message"
            ) { adapters in
                let screen = adapters.registration.launch(backend: InProcessRegistrationBackend())

                try expect(screen.visibleText, equals: "Registration\nEmail: []\n[Register]", "the fresh screen")
                try expect(screen.message, equals: "", "the message before any attempt")
            },
            Spec(
                .registration, "register_showsTrimmedAddressAsTypedOnSuccess",
                given: "an available backend",
                when: "the user registers \"  \\tTaro.Yamada@Example.COM \\n\"",
                then:
                    "\"Welcome! Taro.Yamada@Example.COM is registered.\": white space around trimmed, letter case kept, and that is the address sent"
            ) { adapters in
                let backend = InProcessRegistrationBackend()

                let screen = await register("  \tTaro.Yamada@Example.COM \n", on: adapters, backend: backend)

                try expect(
                    screen.message, equals: RegistrationMessage.welcome("Taro.Yamada@Example.COM"), "the message")
                try expect(backend.registeredAddresses, equals: ["Taro.Yamada@Example.COM"], "the addresses registered")
            },
            Spec(
                .registration, "register_refusesInOneCallOnAddressRegisteredInAnotherCase",
                given: "a backend that already holds an address",
                when: "the user registers the same address in another letter case",
                then:
                    "\"<address> is already registered.\" with the address as typed (trimmed), after one API call; nothing new is registered"
            ) { adapters in
                try await expectEveryRow(of: registeredInAnotherCase, "addresses already registered") { row in
                    try await expectAlreadyRegistered(row, on: adapters)
                }
            },
            Spec(
                .registration, "register_showsAlreadyRegisteredOnSecondAttemptWithSameAddress",
                given: "the user has just registered taro@example.com on the screen",
                when:
                    "they tap Register again with the field as it is, then type TARO@EXAMPLE.COM and tap Register again",
                then:
                    "the welcome message is replaced by \"taro@example.com is already registered.\", then by "
                    + "\"TARO@EXAMPLE.COM is already registered.\", and the field keeps what was typed"
            ) { adapters in
                let backend = InProcessRegistrationBackend()
                let screen = await register("taro@example.com", on: adapters, backend: backend)

                await screen.tapRegister()
                try expect(
                    screen.message, equals: "taro@example.com is already registered.",
                    "the message after tapping Register again on the address just registered")

                screen.enterEmail("TARO@EXAMPLE.COM")
                await screen.tapRegister()

                try expect(
                    screen.visibleText,
                    equals:
                        "Registration\nEmail: [TARO@EXAMPLE.COM]\n[Register]\nTARO@EXAMPLE.COM is already registered.",
                    "the screen after the second attempt")
                try expect(backend.registeredAddresses, equals: ["taro@example.com"], "the addresses registered")
            },
            Spec(
                .registration, "enterEmail_keepsTheLastMessageUntilTheNextAttempt",
                given:
                    "the last attempt showed a message: invalid for \"taro\", a welcome for taro@example.com, or already registered on a second try",
                when: "the user types jiro@example.com, then clears the field, without tapping Register",
                then: "the field shows what was typed and the message stays as it was: only an attempt changes it"
            ) { adapters in
                let attempts: [(typed: String, twice: Bool, message: String)] = [
                    ("taro", false, RegistrationMessage.invalid),
                    ("taro@example.com", false, RegistrationMessage.welcome("taro@example.com")),
                    ("taro@example.com", true, RegistrationMessage.alreadyRegistered("taro@example.com")),
                ]
                try await expectEveryRow(of: attempts, "the message while the user types") { attempt in
                    let screen = await register(attempt.typed, on: adapters, backend: InProcessRegistrationBackend())
                    if attempt.twice { await screen.tapRegister() }

                    screen.enterEmail("jiro@example.com")
                    let typed = screen.visibleText
                    screen.enterEmail("")

                    try expect(
                        typed, equals: "Registration\nEmail: [jiro@example.com]\n[Register]\n\(attempt.message)",
                        "the screen after typing jiro@example.com")
                    try expect(
                        screen.visibleText, equals: "Registration\nEmail: []\n[Register]\n\(attempt.message)",
                        "the screen after clearing the field")
                }
            },
            Spec(
                .registration, "register_showsOnlyTheLatestMessageOnAttemptsOneAfterAnother",
                given: "an available backend",
                when: "the user registers an invalid address, then a valid one, then an invalid one again",
                then: "each attempt's message replaces the previous one"
            ) { adapters in
                let screen = await register("taro", on: adapters, backend: InProcessRegistrationBackend())
                let first = screen.message
                screen.enterEmail("taro@example.com")
                await screen.tapRegister()
                let second = screen.visibleText
                screen.enterEmail("taro@")
                await screen.tapRegister()

                try expect(first, equals: RegistrationMessage.invalid, "the message after the first attempt")
                try expect(
                    second,
                    equals:
                        "Registration\nEmail: [taro@example.com]\n[Register]\nWelcome! taro@example.com is registered.",
                    "the screen after the second attempt")
                try expect(
                    screen.visibleText,
                    equals: "Registration\nEmail: [taro@]\n[Register]\nPlease enter a valid email address.",
                    "the screen after the third attempt")
            },
            Spec(
                .registration, "register_showsUnavailableMessageOnServerUnavailable",
                given: "a backend unavailable for the next 10 calls",
                when: "the user registers a valid address",
                then: "\"Registration failed: the server is unavailable. Please try again.\" and nothing is registered"
            ) { adapters in
                let backend = backendUnavailable(forNextCalls: 10)

                let screen = await register("taro@example.com", on: adapters, backend: backend)

                try expect(screen.message, equals: RegistrationMessage.unavailable, "the message")
                try expect(backend.registeredAddresses, equals: [], "the addresses registered")
            },
            Spec(
                .registration, "register_callsTheAPIOnceOrTwiceWithRetryOnServerUnavailable",
                given: "a backend unavailable for the next 10 calls",
                when: "the user registers a valid address",
                then: "the API is called once before the message shows; twice where REG-2 (one retry) is declared done"
            ) { adapters in
                let backend = backendUnavailable(forNextCalls: 10)
                let retries = adapters.changeRequestsDone.contains(.retry)

                _ = await register("taro@example.com", on: adapters, backend: backend)

                try expect(
                    backend.callCount, equals: retries ? 2 : 1,
                    retries ? "API calls with REG-2 declared done" : "API calls without REG-2 declared done")
            },
            Spec(
                .registration, "register_welcomesAddressOnTryingAgainOnceTheServerIsBack",
                given: "a registration that failed because the backend was unavailable",
                when: "the backend is available again and the user taps Register again",
                then: "the address is welcomed and registered"
            ) { adapters in
                let backend = backendUnavailable(forNextCalls: 10)
                let screen = await register("taro@example.com", on: adapters, backend: backend)

                backend.makeUnavailable(forNextCalls: 0)
                await screen.tapRegister()

                try expect(screen.message, equals: RegistrationMessage.welcome("taro@example.com"), "the message")
                try expect(backend.registeredAddresses, equals: ["taro@example.com"], "the addresses registered")
            },
            Spec(
                .registration, "register_showsOnlyTheLatestMessageOnEveryOutcomeAfterEveryOther",
                given: "one screen and one backend, the backend unavailable for some attempts",
                when:
                    "the user registers, one after another, addresses that are welcomed, invalid, already registered and refused as unavailable, each outcome following every other and itself",
                then:
                    "after each attempt the screen shows what was typed, exactly, and only that attempt's message; the backend holds each welcomed address"
            ) { adapters in
                let backend = InProcessRegistrationBackend()
                try await expectOnlyTheLatestMessage(after: everyOutcomeAfterEveryOther, on: adapters, backend: backend)

                let retries = adapters.changeRequestsDone.contains(.retry)
                try expect(
                    backend.registeredAddresses,
                    equals: [
                        "anna@example.com", "ben@example.com", "carl@example.com", "dora@example.com",
                        "eve@example.com",
                    ],
                    "the addresses registered")
                try expect(backend.callCount, equals: retries ? 20 : 15, "API calls (five attempts while unavailable)")
            },
        ]
    }

    // MARK: - Tables

    /// What one attempt ends in, and the message it shows for what was typed.
    enum AttemptOutcome: Equatable {
        case welcome, invalid, alreadyRegistered, unavailable, disposable

        func message(for typed: String) -> String {
            let address = typed.trimmingCharacters(in: .whitespacesAndNewlines)
            return switch self {
            case .welcome: RegistrationMessage.welcome(address)
            case .invalid: RegistrationMessage.invalid
            case .alreadyRegistered: RegistrationMessage.alreadyRegistered(address)
            case .unavailable: RegistrationMessage.unavailable
            case .disposable: RegistrationMessage.disposable
            }
        }
    }

    /// Attempts on one screen in which each outcome follows every other outcome and itself: 15 reach the
    /// API, five of them while it is unavailable.
    static let everyOutcomeAfterEveryOther: [(String, AttemptOutcome)] = [
        ("  anna@example.com\t", .welcome),
        ("anna@", .invalid),
        ("ANNA@example.com ", .alreadyRegistered),
        ("ben@example.com", .unavailable),
        (" ben@example.com", .welcome),
        ("Ben@Example.com", .alreadyRegistered),
        ("ben..x@example.com", .invalid),
        ("carl@example.com", .unavailable),
        ("carl@example", .invalid),
        ("carl@example.com\n", .welcome),
        ("dora@example.com", .unavailable),
        ("\tanna@example.com", .alreadyRegistered),
        ("dora@example.com", .welcome),
        ("eve@example.com", .welcome),
        ("EVE@example.com", .alreadyRegistered),
        ("DORA@example.com", .alreadyRegistered),
        ("x", .invalid),
        ("  ", .invalid),
        ("eve@example.org", .unavailable),
        ("eve@example.org", .unavailable),
    ]

    /// An address the backend already holds, what the user types, and the address the message names.
    struct RegisteredRow: Sendable, CustomStringConvertible {
        let registered: String
        let typed: String
        let shownAs: String

        var description: String {
            "\(InvisibleCharacters.quoted(typed)) with \(InvisibleCharacters.quoted(registered)) registered"
        }
    }

    /// Makes each attempt of `attempts` on one screen, the backend unavailable for those that expect it,
    /// and checks that after each the screen shows what was typed, exactly, and only that attempt's message.
    @MainActor
    static func expectOnlyTheLatestMessage(
        after attempts: [(String, AttemptOutcome)], on adapters: Adapters, backend: InProcessRegistrationBackend
    ) async throws {
        let screen = adapters.registration.launch(backend: backend)
        var seen: [String] = []
        var expected: [String] = []
        for (typed, outcome) in attempts {
            backend.makeUnavailable(forNextCalls: outcome == .unavailable ? 10 : 0)
            screen.enterEmail(typed)
            await screen.tapRegister()
            seen.append(screen.visibleText)
            expected.append("Registration\nEmail: [\(typed)]\n[Register]\n\(outcome.message(for: typed))")
        }
        try expect(seen, equals: expected, "the screen after each attempt")
    }

    @MainActor
    private static func expectAlreadyRegistered(_ row: RegisteredRow, on adapters: Adapters) async throws {
        let backend = InProcessRegistrationBackend(registeredAddresses: [row.registered])

        let screen = await register(row.typed, on: adapters, backend: backend)

        try expect(screen.message, equals: RegistrationMessage.alreadyRegistered(row.shownAs), "message for \(row)")
        try expect(backend.registeredAddresses, equals: [row.registered], "addresses held after \(row)")
        try expect(backend.callCount, equals: 1, "API calls for \(row)")
    }

    static let registeredInAnotherCase: [RegisteredRow] = [
        RegisteredRow(registered: "taro@example.com", typed: "TARO@Example.com", shownAs: "TARO@Example.com"),
        RegisteredRow(registered: "Hanako@Example.ORG", typed: "hanako@example.org", shownAs: "hanako@example.org"),
        RegisteredRow(registered: "jiro@example.com", typed: "  JIRO@EXAMPLE.COM\t", shownAs: "JIRO@EXAMPLE.COM"),
        RegisteredRow(
            registered: "taro..yamada@docomo.ne.jp", typed: "Taro..Yamada@DOCOMO.NE.JP",
            shownAs: "Taro..Yamada@DOCOMO.NE.JP"),
    ]
}
