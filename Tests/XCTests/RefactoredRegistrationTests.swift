import KataHarness
import XCTest

final class RefactoredRegistrationTests: XCTestCase, SpecTestCase {
    static let app = App.registration
    static let implementation = Implementation.refactored

    func test_register_welcomesAddressOnStrictlyValidAddress() async throws {
        try await run("register_welcomesAddressOnStrictlyValidAddress")
    }
    func test_register_refusesWithoutCallingTheAPIOnStrictlyInvalidAddress() async throws {
        try await run("register_refusesWithoutCallingTheAPIOnStrictlyInvalidAddress")
    }
    func test_register_welcomesAddressOnCarrierDomainThatFailsStrictValidation() async throws {
        try await run("register_welcomesAddressOnCarrierDomainThatFailsStrictValidation")
    }
    func test_register_refusesWithoutCallingTheAPIOnCarrierLookalikeOrWhiteSpaceInside() async throws {
        try await run("register_refusesWithoutCallingTheAPIOnCarrierLookalikeOrWhiteSpaceInside")
    }
    func test_register_refusesWithoutCallingTheAPIOnDisposableDomain() async throws {
        try await run("register_refusesWithoutCallingTheAPIOnDisposableDomain")
    }
    func test_register_welcomesAddressOnDomainThatOnlyResemblesADisposableOne() async throws {
        try await run("register_welcomesAddressOnDomainThatOnlyResemblesADisposableOne")
    }
    func test_register_showsInvalidRatherThanDisposableOnInvalidAddressAtDisposableDomain() async throws {
        try await run("register_showsInvalidRatherThanDisposableOnInvalidAddressAtDisposableDomain")
    }
    func test_launch_showsEmptyFieldAndNoMessage() async throws { try await run("launch_showsEmptyFieldAndNoMessage") }
    func test_register_showsTrimmedAddressAsTypedOnSuccess() async throws {
        try await run("register_showsTrimmedAddressAsTypedOnSuccess")
    }
    func test_register_refusesInOneCallOnAddressRegisteredInAnotherCase() async throws {
        try await run("register_refusesInOneCallOnAddressRegisteredInAnotherCase")
    }
    func test_register_showsAlreadyRegisteredOnSecondAttemptWithSameAddress() async throws {
        try await run("register_showsAlreadyRegisteredOnSecondAttemptWithSameAddress")
    }
    func test_register_showsOnlyTheLatestMessageOnAttemptsOneAfterAnother() async throws {
        try await run("register_showsOnlyTheLatestMessageOnAttemptsOneAfterAnother")
    }
    func test_register_showsUnavailableMessageOnServerUnavailable() async throws {
        try await run("register_showsUnavailableMessageOnServerUnavailable")
    }
    func test_register_callsTheAPIOnceOrTwiceWithRetryOnServerUnavailable() async throws {
        try await run("register_callsTheAPIOnceOrTwiceWithRetryOnServerUnavailable")
    }
    func test_register_welcomesAddressOnTryingAgainOnceTheServerIsBack() async throws {
        try await run("register_welcomesAddressOnTryingAgainOnceTheServerIsBack")
    }
    func test_register_welcomesAddressOnServerUnavailableOnce() async throws {
        try await run("register_welcomesAddressOnServerUnavailableOnce")
    }
    func test_register_showsUnavailableAfterExactlyTwoCallsOnServerUnavailableTwice() async throws {
        try await run("register_showsUnavailableAfterExactlyTwoCallsOnServerUnavailableTwice")
    }
    func test_register_retriesOncePerTapOnServerUnavailableThreeTimes() async throws {
        try await run("register_retriesOncePerTapOnServerUnavailableThreeTimes")
    }
    func test_register_refusesWithoutCallingTheAPIOnRoleAddress() async throws {
        try await run("register_refusesWithoutCallingTheAPIOnRoleAddress")
    }
    func test_register_welcomesAddressOnLocalPartThatOnlyResemblesARoleOne() async throws {
        try await run("register_welcomesAddressOnLocalPartThatOnlyResemblesARoleOne")
    }
    func test_register_showsInvalidRatherThanRoleOnInvalidRoleAddress() async throws {
        try await run("register_showsInvalidRatherThanRoleOnInvalidRoleAddress")
    }
    func test_register_welcomesCarrierStyleAddressOnYmobileDomain() async throws {
        try await run("register_welcomesCarrierStyleAddressOnYmobileDomain")
    }
    func test_register_showsInvalidOnYmobileLookalike() async throws {
        try await run("register_showsInvalidOnYmobileLookalike")
    }
}
