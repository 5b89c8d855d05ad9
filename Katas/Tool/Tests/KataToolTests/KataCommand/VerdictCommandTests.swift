import Specs
import Testing

@testable import KataTool

/// The verdict at the end of a test run (`SpecFailureLog`, the harness's) prints `kata check` commands:
/// `kata check` must understand each as printed.
@Suite("the verdict's kata check commands")
struct VerdictCommandTests {
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

    @Test("the command that plays an app's random sequences again plays the sequences swift test played")
    func verdict_printsRandomSequencesCommandKataCheckReplays() throws {
        let log = SpecFailureLog()
        log.record(.randomSequences(.cart))

        let command = try #require(log.verdict(framework: "Swift Testing")?.split(separator: "\n").last)

        let words = command.split(separator: " ").map(String.init)
        #expect(Array(words.prefix(4)) == ["swift", "run", "kata", "check"])
        let arguments = try CheckCommand.syntax.parse(Array(words.dropFirst(4)), positionalsAtMost: 1)
        let apps = try AppArgument.apps(arguments.positionals.first)
        let replay = try #require(try DifferentialCommand(apps: apps, arguments: arguments))
        let sequences = DifferentialChecks.swiftTestSequences
        #expect(apps == [.cart])
        #expect(
            replay.sequenceSeeds == (0..<sequences.count).map { SeededRandom.sequenceSeed(sequences.seed, index: $0) })
    }
}
