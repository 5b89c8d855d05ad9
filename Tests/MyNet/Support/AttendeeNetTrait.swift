import Foundation
import Specs
import SwiftTestingVerdict
import Testing

// How your net joins `swift test`: you do not need to change this file.

extension Trait where Self == AttendeeNetTrait {
    /// The suite is an attendee's own net. It has the Starter to itself while it runs (the Starter's
    /// specs take turns with it, `StarterTurns`), and each of its tests that fails is named in the run's
    /// verdict as the attendee's, once however many issues it records, with the `swift test --filter`
    /// command that runs it alone; a test that traps is named so in the crash verdict.
    static var attendeeNet: Self { AttendeeNetTrait() }
}

#if compiler(>=6.1)
    struct AttendeeNetTrait: SuiteTrait, TestTrait, TestScoping {
        var isRecursive: Bool { true }

        func scopeProvider(for test: Test, testCase: Test.Case?) -> AttendeeNetTrait? {
            (test.isSuite ? testCase == nil : testCase != nil) ? self : nil
        }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            guard test.isSuite else {
                let names = verdictName(of: test)
                let crashSlot = SpecCrashVerdict.begin(netSuite: names.suite, test: names.test)
                defer { SpecCrashVerdict.end(crashSlot) }
                #if compiler(>=6.2)
                    try await runRecordingFailure(
                        of: test, testCase: testCase, as: Self.failure(of:), performing: function)
                #else
                    try await function()
                #endif
                return
            }
            SpecCrashVerdict.install(framework: "Swift Testing", environment: ProcessInfo.processInfo.environment)
            SpecFailureLog.printSwiftTestingVerdictAtExit()
            await StarterTurns.shared.take()
            defer { StarterTurns.shared.give() }
            try await function()
        }

        /// The failed test as the verdict names it: its suite's name in the code (`CartNet`) and its own.
        static func failure(of test: Test) -> SpecFailureLog.Failure {
            let names = verdictName(of: test)
            return .net(suite: names.suite, test: names.test)
        }
    }
#else
    /// Swift 6.0 has no test scoping: the net runs beside the Starter's specs, and the verdict names the
    /// specs alone.
    struct AttendeeNetTrait: SuiteTrait {}
#endif
