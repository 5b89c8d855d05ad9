import KataHarness
import Testing

extension OneAppAtATime {
    /// The Refactored's registration specs, one test each, named as the catalogue names them, so that
    /// `swift test --filter <spec name>` or `--filter RefactoredRegistration` selects them.
    @Suite("Refactored registration")
    struct RefactoredRegistration {
        @Test func register_welcomesAddressOnStrictlyValidAddress() async {
            await SpecCheck.run(.registration, "register_welcomesAddressOnStrictlyValidAddress", on: .refactored)
        }
        @Test func register_refusesWithoutCallingTheAPIOnStrictlyInvalidAddress() async {
            await SpecCheck.run(
                .registration, "register_refusesWithoutCallingTheAPIOnStrictlyInvalidAddress", on: .refactored)
        }
        @Test func register_welcomesAddressOnCarrierDomainThatFailsStrictValidation() async {
            await SpecCheck.run(
                .registration, "register_welcomesAddressOnCarrierDomainThatFailsStrictValidation", on: .refactored)
        }
        @Test func register_refusesWithoutCallingTheAPIOnCarrierLookalikeOrWhiteSpaceInside() async {
            await SpecCheck.run(
                .registration, "register_refusesWithoutCallingTheAPIOnCarrierLookalikeOrWhiteSpaceInside",
                on: .refactored)
        }
        @Test func register_refusesWithoutCallingTheAPIOnDisposableDomain() async {
            await SpecCheck.run(
                .registration, "register_refusesWithoutCallingTheAPIOnDisposableDomain", on: .refactored)
        }
        @Test func register_welcomesAddressOnDomainThatOnlyResemblesADisposableOne() async {
            await SpecCheck.run(
                .registration, "register_welcomesAddressOnDomainThatOnlyResemblesADisposableOne", on: .refactored)
        }
        @Test func register_showsInvalidRatherThanDisposableOnInvalidAddressAtDisposableDomain() async {
            await SpecCheck.run(
                .registration, "register_showsInvalidRatherThanDisposableOnInvalidAddressAtDisposableDomain",
                on: .refactored)
        }
        @Test func launch_showsEmptyFieldAndNoMessage() async {
            await SpecCheck.run(.registration, "launch_showsEmptyFieldAndNoMessage", on: .refactored)
        }
        @Test func register_showsTrimmedAddressAsTypedOnSuccess() async {
            await SpecCheck.run(.registration, "register_showsTrimmedAddressAsTypedOnSuccess", on: .refactored)
        }
        @Test func register_refusesInOneCallOnAddressRegisteredInAnotherCase() async {
            await SpecCheck.run(
                .registration, "register_refusesInOneCallOnAddressRegisteredInAnotherCase", on: .refactored)
        }
        @Test func register_showsAlreadyRegisteredOnSecondAttemptWithSameAddress() async {
            await SpecCheck.run(
                .registration, "register_showsAlreadyRegisteredOnSecondAttemptWithSameAddress", on: .refactored)
        }
        @Test func register_showsOnlyTheLatestMessageOnAttemptsOneAfterAnother() async {
            await SpecCheck.run(
                .registration, "register_showsOnlyTheLatestMessageOnAttemptsOneAfterAnother", on: .refactored)
        }
        @Test func register_showsUnavailableMessageOnServerUnavailable() async {
            await SpecCheck.run(.registration, "register_showsUnavailableMessageOnServerUnavailable", on: .refactored)
        }
        @Test func register_callsTheAPIOnceOrTwiceWithRetryOnServerUnavailable() async {
            await SpecCheck.run(
                .registration, "register_callsTheAPIOnceOrTwiceWithRetryOnServerUnavailable", on: .refactored)
        }
        @Test func register_welcomesAddressOnTryingAgainOnceTheServerIsBack() async {
            await SpecCheck.run(
                .registration, "register_welcomesAddressOnTryingAgainOnceTheServerIsBack", on: .refactored)
        }
        @Test func register_welcomesAddressOnServerUnavailableOnce() async {
            await SpecCheck.run(.registration, "register_welcomesAddressOnServerUnavailableOnce", on: .refactored)
        }
        @Test func register_showsUnavailableAfterExactlyTwoCallsOnServerUnavailableTwice() async {
            await SpecCheck.run(
                .registration, "register_showsUnavailableAfterExactlyTwoCallsOnServerUnavailableTwice", on: .refactored)
        }
        @Test func register_retriesOncePerTapOnServerUnavailableThreeTimes() async {
            await SpecCheck.run(
                .registration, "register_retriesOncePerTapOnServerUnavailableThreeTimes", on: .refactored)
        }
    }
}
