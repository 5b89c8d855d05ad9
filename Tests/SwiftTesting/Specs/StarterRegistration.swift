import KataHarness
import Testing

extension OneAppAtATime {
    /// The Starter's registration specs, one test each, named as the catalogue names them, so that
    /// `swift test --filter <spec name>` or `--filter StarterRegistration` selects them.
    @Suite("Starter registration")
    struct StarterRegistration {
        @Test func register_welcomesAddressOnStrictlyValidAddress() async {
            await SpecCheck.run(.registration, "register_welcomesAddressOnStrictlyValidAddress", on: .starter)
        }
        @Test func register_refusesWithoutCallingTheAPIOnStrictlyInvalidAddress() async {
            await SpecCheck.run(
                .registration, "register_refusesWithoutCallingTheAPIOnStrictlyInvalidAddress", on: .starter)
        }
        @Test func register_welcomesAddressOnCarrierDomainThatFailsStrictValidation() async {
            await SpecCheck.run(
                .registration, "register_welcomesAddressOnCarrierDomainThatFailsStrictValidation", on: .starter)
        }
        @Test func register_refusesWithoutCallingTheAPIOnCarrierLookalikeOrWhiteSpaceInside() async {
            await SpecCheck.run(
                .registration, "register_refusesWithoutCallingTheAPIOnCarrierLookalikeOrWhiteSpaceInside", on: .starter)
        }
        @Test func register_refusesWithoutCallingTheAPIOnDisposableDomain() async {
            await SpecCheck.run(.registration, "register_refusesWithoutCallingTheAPIOnDisposableDomain", on: .starter)
        }
        @Test func register_welcomesAddressOnDomainThatOnlyResemblesADisposableOne() async {
            await SpecCheck.run(
                .registration, "register_welcomesAddressOnDomainThatOnlyResemblesADisposableOne", on: .starter)
        }
        @Test func register_showsInvalidRatherThanDisposableOnInvalidAddressAtDisposableDomain() async {
            await SpecCheck.run(
                .registration, "register_showsInvalidRatherThanDisposableOnInvalidAddressAtDisposableDomain",
                on: .starter)
        }
        @Test func launch_showsEmptyFieldAndNoMessage() async {
            await SpecCheck.run(.registration, "launch_showsEmptyFieldAndNoMessage", on: .starter)
        }
        @Test func register_showsTrimmedAddressAsTypedOnSuccess() async {
            await SpecCheck.run(.registration, "register_showsTrimmedAddressAsTypedOnSuccess", on: .starter)
        }
        @Test func register_refusesInOneCallOnAddressRegisteredInAnotherCase() async {
            await SpecCheck.run(
                .registration, "register_refusesInOneCallOnAddressRegisteredInAnotherCase", on: .starter)
        }
        @Test func register_showsAlreadyRegisteredOnSecondAttemptWithSameAddress() async {
            await SpecCheck.run(
                .registration, "register_showsAlreadyRegisteredOnSecondAttemptWithSameAddress", on: .starter)
        }
        @Test func register_showsOnlyTheLatestMessageOnAttemptsOneAfterAnother() async {
            await SpecCheck.run(
                .registration, "register_showsOnlyTheLatestMessageOnAttemptsOneAfterAnother", on: .starter)
        }
        @Test func register_showsUnavailableMessageOnServerUnavailable() async {
            await SpecCheck.run(.registration, "register_showsUnavailableMessageOnServerUnavailable", on: .starter)
        }
        @Test func register_callsTheAPIOnceOrTwiceWithRetryOnServerUnavailable() async {
            await SpecCheck.run(
                .registration, "register_callsTheAPIOnceOrTwiceWithRetryOnServerUnavailable", on: .starter)
        }
        @Test func register_welcomesAddressOnTryingAgainOnceTheServerIsBack() async {
            await SpecCheck.run(.registration, "register_welcomesAddressOnTryingAgainOnceTheServerIsBack", on: .starter)
        }
        @Test func register_welcomesAddressOnServerUnavailableOnce() async {
            await SpecCheck.run(.registration, "register_welcomesAddressOnServerUnavailableOnce", on: .starter)
        }
        @Test func register_showsUnavailableAfterExactlyTwoCallsOnServerUnavailableTwice() async {
            await SpecCheck.run(
                .registration, "register_showsUnavailableAfterExactlyTwoCallsOnServerUnavailableTwice", on: .starter)
        }
        @Test func register_retriesOncePerTapOnServerUnavailableThreeTimes() async {
            await SpecCheck.run(.registration, "register_retriesOncePerTapOnServerUnavailableThreeTimes", on: .starter)
        }
    }
}
