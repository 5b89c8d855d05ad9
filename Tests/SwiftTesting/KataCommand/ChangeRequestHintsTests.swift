import Foundation
import KataHarness
import KataSubjects
import Testing

@testable import KataCLI

extension OneAppAtATime {
    @MainActor
    @Suite("kata hints about declarations")
    struct ChangeRequestHintsTests {
        @Test("a declared change request whose specs fail is declared but not built yet")
        func check_saysDeclaredButNotBuiltOnDeclaringUnbuiltRequest() async throws {
            let starter = subject(.starter, declaring: [.cartTotal])

            let output = try await check(["cart", "--implementation", "starter", "--this-app-only"], starter: starter)

            #expect(
                output.contains(
                    "CART-1 is declared in the Starter but not built yet: its failing specs above show what to build."))
            #expect(output.contains("Not building it now? Take it back: swift run kata declare --remove CART-1"))
        }

        @Test("an undeclared change request whose specs all pass looks built, and the printed command declares it")
        func check_saysLooksBuiltWithRunnableCommandOnBuiltButUndeclaredRequest() async throws {
            let builtStarter = Subject(
                implementation: .starter, changeRequestsDone: [], expenses: Subject.refactored.expenses,
                cart: Subject.refactored.cart, registration: Subject.refactored.registration)

            let output = try await check(
                ["cart", "--implementation", "starter", "--this-app-only"], starter: builtStarter)

            let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("CART-1 looks built") })
            #expect(
                line == "CART-1 looks built: its specs pass on the Starter. Declare it: swift run kata declare CART-1")
            let command = try #require(line.components(separatedBy: "Declare it: ").last)
            let (folder, declaration, _) = try emptyStarterDeclaration()
            defer { folder.remove() }
            _ = try run(Array(command.split(separator: " ").dropFirst(4).map(String.init)), on: declaration)
            #expect(try declaration.read() == [.cartTotal])
        }

        @Test("checking one app ends with a line naming another app that is red, with its failure count")
        func check_endsWithOtherRedAppOnRegressionElsewhere() async throws {
            let starter = subject(.starter, declaring: [.cartTotal])
            let cartFailures = await SpecCheck.outcomes.results(apps: [.cart], subjects: [starter], specName: nil)
                .failures.count

            let output = try await check(["registration", "--implementation", "starter"], starter: starter)

            #expect(
                output.split(separator: "\n").last
                    == "Also red: cart (\(cartFailures) failed: swift run kata check cart --implementation starter)")
        }

        @Test("checking one app ends with a line saying the other apps pass when they do")
        func check_endsWithOtherAppsPassOnNoRegression() async throws {
            let output = try await check(["cart", "--implementation", "starter"], starter: .starter)

            #expect(output.split(separator: "\n").last == "Other apps: no spec fails (expenses, registration).")
        }

        // MARK: - Helpers

        /// The implementation's subject, declaring `declaring` too. Its apps are the implementations' own,
        /// so each spec runs once in the test process (`SpecCheck.outcomes`), whichever test asks first.
        private func subject(_ implementation: Implementation, declaring: Set<ChangeRequest>) -> Subject {
            let base = implementation.subject
            return Subject(
                implementation: implementation, changeRequestsDone: base.changeRequestsDone.union(declaring),
                expenses: base.expenses, cart: base.cart, registration: base.registration)
        }

        private func check(_ words: [String], starter: Subject) async throws -> String {
            let output = CapturedOutput()
            _ = try await CheckCommand.run(
                words, terminal: output.terminal(width: 200), isolation: .inProcessRemembering(SpecCheck.outcomes)
            ) {
                $0 == .starter ? starter : $0.subject
            }
            return output.standardOutput
        }

    }
}
