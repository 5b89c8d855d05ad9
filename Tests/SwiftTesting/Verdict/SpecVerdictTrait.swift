import Foundation
import KataHarness
import Synchronization
import Testing

/// The specs that failed in this Swift Testing run.
let swiftTestingFailures = SpecFailureLog()

#if compiler(>=6.1)
    /// Ends the run by printing which specs failed and the `kata check` commands that show them, so a
    /// failing `swift test` ends with its verdict instead of burying it in the passing lines. Every
    /// suite of specs carries the trait; the verdict prints once, when the last of them ends.
    struct SpecVerdictTrait: SuiteTrait, TestScoping {
        /// How many suites with the trait are running now.
        private static let running = Mutex(0)

        func scopeProvider(for test: Test, testCase: Test.Case?) -> SpecVerdictTrait? {
            test.isSuite ? self : nil
        }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            Self.running.withLock { $0 += 1 }
            SpecCrashVerdict.install(framework: "Swift Testing", environment: ProcessInfo.processInfo.environment)
            defer {
                let isLast = Self.running.withLock { running in
                    running -= 1
                    return running == 0
                }
                if isLast, let verdict = swiftTestingFailures.verdict(framework: "Swift Testing") {
                    FileHandle.standardError.write(Data((verdict + "\n").utf8))
                }
            }
            try await function()
        }
    }
#else
    /// Swift 6.0 has no test scoping: the verdict is XCTest's alone there.
    struct SpecVerdictTrait: SuiteTrait {}
#endif

extension Trait where Self == SpecVerdictTrait {
    /// Prints the run's failed specs when the last suite of specs ends.
    static var specVerdict: Self { SpecVerdictTrait() }
}
