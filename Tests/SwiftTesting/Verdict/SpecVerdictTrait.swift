import Foundation
import KataHarness
import Testing

/// The specs that failed in this Swift Testing run.
let swiftTestingFailures = SpecFailureLog()

#if compiler(>=6.1)
    /// Ends a suite by printing which specs failed in it and the `kata check` commands that show them,
    /// so a failing `swift test` ends with its verdict instead of burying it in the passing lines.
    struct SpecVerdictTrait: SuiteTrait, TestScoping {
        func scopeProvider(for test: Test, testCase: Test.Case?) -> SpecVerdictTrait? {
            test.isSuite ? self : nil
        }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await function()
            if let verdict = swiftTestingFailures.verdict(framework: "Swift Testing") {
                FileHandle.standardError.write(Data((verdict + "\n").utf8))
            }
        }
    }

    extension Trait where Self == SpecVerdictTrait {
        /// Prints the run's failed specs when the suite ends.
        static var specVerdict: Self { SpecVerdictTrait() }
    }
#endif
