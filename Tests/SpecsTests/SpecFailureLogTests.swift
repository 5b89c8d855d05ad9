import Specs
import Testing

@Suite("the verdict at the end of a test run")
struct SpecFailureLogTests {
    @Test("names each failed spec per implementation, Starter first, and the kata check command of each app")
    func verdict_namesFailedSpecsAndCommandsOnFailures() throws {
        let log = SpecFailureLog()
        let cartSpec = try #require(Catalogue.specs(for: .cart).first)
        let expenseSpec = try #require(Catalogue.specs(for: .expenses).first)
        log.record(cartSpec, on: .refactored)
        log.record(expenseSpec, on: .starter)

        let verdict = log.verdict(framework: "XCTest")

        #expect(
            verdict == """

                2 tests failed in this run (XCTest):
                  Starter    \(expenseSpec.id)
                  Refactored \(cartSpec.id)
                See what each expected and what it saw:
                  swift run kata check expenses --implementation starter
                  swift run kata check cart --implementation refactored
                """)
    }

    @Test("names a failed test of the attendee's net after the specs, with the swift test command that runs it")
    func verdict_namesNetFailureAndItsCommandAfterTheSpecs() throws {
        let log = SpecFailureLog()
        let cartSpecs = Catalogue.specs(for: .cart)
        let first = try #require(cartSpecs.first)
        let second = try #require(cartSpecs.dropFirst().first)
        log.record(.net(suite: "CartNet", test: "test"))
        log.record(second, on: .starter)
        log.record(first, on: .starter)

        let verdict = log.verdict(framework: "Swift Testing")

        let specLines = [first, second].sorted { $0.name < $1.name }.map { "  Starter    \($0.id)" }
        #expect(
            verdict
                == ([
                    "",
                    "3 tests failed in this run (Swift Testing): 2 specs, 1 of your net:",
                ] + specLines + [
                    "  Your net   CartNet.test",
                    "See what each expected and what it saw:",
                    "  swift run kata check cart --implementation starter",
                    "  swift test --filter CartNet.test",
                ]).joined(separator: "\n"))
    }

    @Test("names an app whose random sequences differ, with the command that plays them again")
    func verdict_namesRandomSequencesAndTheirReplayCommand() {
        let log = SpecFailureLog()
        log.record(.randomSequences(.registration))

        let verdict = log.verdict(framework: "Swift Testing")

        #expect(
            verdict == """

                1 test failed in this run (Swift Testing): 1 app with random sequences that differ:
                  Random     registration: the Starter and the Refactored showed different things
                See what each expected and what it saw:
                  \(DifferentialChecks.replaySwiftTestSequences(of: .registration))
                """)
        let sequences = DifferentialChecks.swiftTestSequences
        #expect(
            DifferentialChecks.replaySwiftTestSequences(of: .registration)
                == "swift run kata check registration --random \(sequences.count) --seed \(sequences.seed)")
    }

    @Test("a test recorded twice, as a test that records several issues is, counts once")
    func verdict_countsATestOnceOnRecordingItTwice() throws {
        let log = SpecFailureLog()
        let spec = try #require(Catalogue.specs(for: .registration).first)
        for _ in 1...2 {
            log.record(spec, on: .refactored)
            log.record(.net(suite: "RegistrationNet", test: "register"))
            log.record(.randomSequences(.cart))
        }

        let verdict = log.verdict(framework: "Swift Testing")

        #expect(
            verdict == """

                3 tests failed in this run (Swift Testing): 1 spec, 1 of your net, 1 app with random sequences that differ:
                  Refactored \(spec.id)
                  Your net   RegistrationNet.register
                  Random     cart: the Starter and the Refactored showed different things
                See what each expected and what it saw:
                  swift run kata check registration --implementation refactored
                  swift test --filter RegistrationNet.register
                  \(DifferentialChecks.replaySwiftTestSequences(of: .cart))
                """)
    }

    @Test("names failed unit tests last, with a swift test --filter that fits names with arguments")
    func verdict_namesUnitTestsLastWithTheirFilterCommands() throws {
        let log = SpecFailureLog()
        let spec = try #require(Catalogue.specs(for: .cart).first)
        log.record(.unitTest(suite: "StoreSpecs", test: "expenses_deliversNothing(kind:)"))
        log.record(.unitTest(suite: "CartScreenTests", test: "total_roundsOnce"))
        log.record(spec, on: .refactored)

        let verdict = log.verdict(framework: "Swift Testing")

        #expect(
            verdict == """

                3 tests failed in this run (Swift Testing): 1 spec, 2 unit tests:
                  Refactored \(spec.id)
                  Unit test  CartScreenTests.total_roundsOnce
                  Unit test  StoreSpecs.expenses_deliversNothing(kind:)
                See what each expected and what it saw:
                  swift run kata check cart --implementation refactored
                  swift test --filter CartScreenTests.total_roundsOnce
                  swift test --filter StoreSpecs.expenses_deliversNothing
                """)
    }

    @Test(
        "a failed spec of a file both implementations open says who wrote it, and its command checks both implementations"
    )
    func verdict_namesTheOtherImplementationAndChecksBothOnSharedFileSpecs() throws {
        let log = SpecFailureLog()
        let otherWrote = try #require(
            Catalogue.spec(.expenses, "launch_keepsEveryFigureAndActionOnFileTheOtherImplementationWrote"))
        let otherReads = try #require(
            Catalogue.spec(.expenses, "launch_keepsEveryFigureAndActionInTheOtherImplementationOnFileThisOneWrote"))
        let starterOnly = try #require(Catalogue.specs(for: .expenses).first)
        log.record(otherWrote, on: .refactored)
        log.record(otherReads, on: .refactored)
        log.record(starterOnly, on: .starter)

        let verdict = log.verdict(framework: "XCTest")

        #expect(
            verdict == """

                3 tests failed in this run (XCTest):
                  Starter    \(starterOnly.id)
                  Refactored \(otherReads.id) (its file, opened in the Starter)
                  Refactored \(otherWrote.id) (a file the Starter wrote)
                See what each expected and what it saw:
                  swift run kata check expenses
                """)
    }

    @Test("says nothing when no test failed")
    func verdict_isNilOnNoFailures() {
        #expect(SpecFailureLog().verdict(framework: "XCTest") == nil)
    }

    @Test("names every failed test, however many failed")
    func verdict_namesEveryFailedTestOnManyFailures() {
        let log = SpecFailureLog()
        let specs = Catalogue.specs(for: .expenses).prefix(30)
        for spec in specs { log.record(spec, on: .starter) }

        let lines = log.verdict(framework: "XCTest")?.split(separator: "\n", omittingEmptySubsequences: false) ?? []

        #expect(lines.contains("30 tests failed in this run (XCTest):"))
        #expect(lines.filter { $0.hasPrefix("  Starter") }.count == 30)
        for spec in specs { #expect(lines.contains("  Starter    \(spec.id)")) }
    }
}
