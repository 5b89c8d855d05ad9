import RegistrationDomain
import RegistrationScreens
import SwiftTestingVerdict
import Testing

@MainActor
@Suite(.unitTestVerdict)
struct RegistrationScreenTests {
    @Test func register_sendsTheTrimmedAddressAndWelcomesItOnSuccess() async {
        let (sut, pipeline) = makeSUT()
        sut.email = " \tTaro@Example.com \n"

        await sut.register()

        #expect(pipeline.receivedAddresses == ["Taro@Example.com"])
        #expect(sut.message == "Welcome! Taro@Example.com is registered.")
    }

    @Test(arguments: [
        (RegistrationFailure.invalidEmail, "Please enter a valid email address."),
        (.alreadyRegistered, "taro@example.com is already registered."),
        (.serverUnavailable, "Registration failed: the server is unavailable. Please try again."),
        (.refused(reason: "Not from here."), "Not from here."),
    ])
    func register_showsTheFailuresMessageOnFailure(_ failure: RegistrationFailure, _ message: String) async {
        let (sut, _) = makeSUT(failingWith: [failure])
        sut.email = "taro@example.com"

        await sut.register()

        #expect(sut.message == message)
    }

    @Test func render_showsTitleFieldAndButtonWithoutMessageBeforeAnyAttempt() {
        let (sut, _) = makeSUT()
        sut.email = "taro"

        #expect(sut.render() == "Registration\nEmail: [taro]\n[Register]")
    }

    @Test func render_endsWithTheLatestMessageOnly() async {
        let (sut, _) = makeSUT(failingWith: [.invalidEmail])
        sut.email = "taro@example.com"

        await sut.register()
        await sut.register()

        #expect(
            sut.render()
                == "Registration\nEmail: [taro@example.com]\n[Register]\nWelcome! taro@example.com is registered.")
    }

    // MARK: - Helpers

    private func makeSUT(
        failingWith failures: [RegistrationFailure] = []
    ) -> (sut: RegistrationScreen, pipeline: RegistrationStepSpy) {
        let pipeline = RegistrationStepSpy(failingWith: failures)
        return (RegistrationScreen(pipeline: pipeline), pipeline)
    }
}
