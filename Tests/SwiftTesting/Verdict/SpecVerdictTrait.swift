import Foundation
import Specs
import Testing

/// The specs that failed in this Swift Testing run, with the attendee's net and the random sequences.
let swiftTestingFailures = SpecFailureLog.swiftTesting

#if compiler(>=6.1)
    /// Ends the run by printing which tests failed and the commands that show them, so a failing
    /// `swift test` ends with its verdict instead of burying it in the passing lines. Every suite of
    /// specs carries the trait, as the attendee's net does; the verdict prints once, as the process
    /// exits.
    struct SpecVerdictTrait: SuiteTrait, TestScoping {
        func scopeProvider(for test: Test, testCase: Test.Case?) -> SpecVerdictTrait? {
            test.isSuite ? self : nil
        }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            SpecCrashVerdict.install(framework: "Swift Testing", environment: ProcessInfo.processInfo.environment)
            SpecFailureLog.printSwiftTestingVerdictAtExit()
            try await function()
        }
    }

    /// Holds the Starter for the whole suite (`StarterTurns`): no other module's test runs a Starter
    /// app meanwhile.
    struct StarterTurnTrait: SuiteTrait, TestScoping {
        func scopeProvider(for test: Test, testCase: Test.Case?) -> StarterTurnTrait? {
            test.isSuite ? self : nil
        }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            await StarterTurns.shared.take()
            defer { StarterTurns.shared.give() }
            try await function()
        }
    }
#else
    /// Swift 6.0 has no test scoping: the verdict is XCTest's alone there.
    struct SpecVerdictTrait: SuiteTrait {}
    /// Swift 6.0 has no test scoping: the Starter's specs and the attendee's net may run side by side there.
    struct StarterTurnTrait: SuiteTrait {}
#endif

extension Trait where Self == SpecVerdictTrait {
    /// Prints the run's failed tests when the last suite of specs ends.
    static var specVerdict: Self { SpecVerdictTrait() }
}

extension Trait where Self == StarterTurnTrait {
    /// The suite has the Starter to itself while it runs.
    static var starterTurn: Self { StarterTurnTrait() }
}
