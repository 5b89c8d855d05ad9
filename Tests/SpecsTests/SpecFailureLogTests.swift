import Specs
import Testing

@testable import KataTool

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

                2 specs failed in this run (XCTest):
                  Starter    \(expenseSpec.id)
                  Refactored \(cartSpec.id)
                See what each expected and what it saw:
                  swift run kata check expenses --implementation starter
                  swift run kata check cart --implementation refactored
                """)
    }

    @Test("the commands it prints are ones kata check understands")
    func verdict_printsCommandsKataCheckParsesOnFailures() throws {
        let log = SpecFailureLog()
        log.record(try #require(Catalogue.specs(for: .registration).first), on: .starter)

        let command = try #require(log.verdict(framework: "Swift Testing")?.split(separator: "\n").last)

        let words = command.split(separator: " ").map(String.init)
        #expect(Array(words.prefix(4)) == ["swift", "run", "kata", "check"])
        let arguments = try CheckCommand.syntax.parse(Array(words.dropFirst(4)))
        #expect(try AppArgument.apps(arguments.positionals.first) == [.registration])
        #expect(try ImplementationArgument.implementations(arguments.value(CheckCommand.implementation)) == [.starter])
    }

    @Test("says nothing when no spec failed")
    func verdict_isNilOnNoFailures() {
        #expect(SpecFailureLog().verdict(framework: "XCTest") == nil)
    }

    @Test("shows at most its limit of spec lines and counts the rest")
    func verdict_countsTheRestOnMoreFailuresThanShown() {
        let log = SpecFailureLog(shownAtMost: 2)
        for spec in Catalogue.specs(for: .cart).prefix(5) { log.record(spec, on: .starter) }

        let lines = log.verdict(framework: "XCTest")?.split(separator: "\n", omittingEmptySubsequences: false) ?? []

        #expect(lines.filter { $0.hasPrefix("  Starter") }.count == 2)
        #expect(lines.contains("  and 3 more"))
    }
}
