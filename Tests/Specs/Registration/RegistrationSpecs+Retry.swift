import RegistrationBackend

/// CR REG-2: when the API reports the server unavailable, it is called once more before the message.
extension RegistrationSpecs {
    static var retrySpecs: [Spec] {
        [
            Spec(
                .registration, "register_welcomesAddressOnServerUnavailableOnce",
                given: "a backend unavailable for the next call only",
                when: "the user registers a valid address in mixed case, Taro@Example.com",
                then:
                    "the API is called again with the same address, which is welcomed and registered as typed: two calls in all",
                changeRequest: .retry
            ) { adapters in
                let backend = backendUnavailable(forNextCalls: 1)

                let screen = await register("Taro@Example.com", on: adapters, backend: backend)

                try expect(screen.message, equals: RegistrationMessage.welcome("Taro@Example.com"), "the message")
                try expect(backend.registeredAddresses, equals: ["Taro@Example.com"], "the addresses registered")
                try expect(backend.callCount, equals: 2, "API calls")
            },
            Spec(
                .registration, "register_showsUnavailableAfterExactlyTwoCallsOnServerUnavailableTwice",
                given: "a backend unavailable for the next two calls",
                when: "the user registers a valid address",
                then: "the unavailable message shows after exactly two API calls, and nothing is registered",
                changeRequest: .retry
            ) { adapters in
                let backend = backendUnavailable(forNextCalls: 2)

                let screen = await register("taro@example.com", on: adapters, backend: backend)

                try expect(screen.message, equals: RegistrationMessage.unavailable, "the message")
                try expect(backend.callCount, equals: 2, "API calls")
                try expect(backend.registeredAddresses, equals: [], "the addresses registered")
            },
            Spec(
                .registration, "register_retriesOncePerTapOnServerUnavailableThreeTimes",
                given: "a backend unavailable for the next three calls",
                when: "the user taps Register, sees the unavailable message, and taps Register again",
                then:
                    "the first tap calls the API twice; the second tap is refused once more, retried, and welcomed: four calls in all",
                changeRequest: .retry
            ) { adapters in
                let backend = backendUnavailable(forNextCalls: 3)
                let screen = await register("taro@example.com", on: adapters, backend: backend)
                let firstMessage = screen.message
                let firstCalls = backend.callCount

                await screen.tapRegister()

                try expect(firstMessage, equals: RegistrationMessage.unavailable, "the message after the first tap")
                try expect(firstCalls, equals: 2, "API calls after the first tap")
                try expect(
                    screen.message, equals: RegistrationMessage.welcome("taro@example.com"),
                    "the message after the second tap")
                try expect(backend.callCount, equals: 4, "API calls after the second tap")
            },
            Spec(
                .registration,
                "register_showsAlreadyRegisteredAfterTwoCallsOnServerUnavailableOnceForRegisteredAddress",
                given: "a backend that holds taro@example.com and is unavailable for the next call only",
                when: "the user registers \"TARO@example.com\"",
                then:
                    "the API is called again, answers already registered, and the screen says \"TARO@example.com is already registered.\": two calls, nothing new registered",
                changeRequest: .retry
            ) { adapters in
                let backend = InProcessRegistrationBackend(registeredAddresses: ["taro@example.com"])
                backend.makeUnavailable(forNextCalls: 1)

                let screen = await register("TARO@example.com", on: adapters, backend: backend)

                try expect(
                    screen.message, equals: RegistrationMessage.alreadyRegistered("TARO@example.com"), "the message")
                try expect(backend.callCount, equals: 2, "API calls")
                try expect(backend.registeredAddresses, equals: ["taro@example.com"], "the addresses registered")
            },
        ]
    }
}
