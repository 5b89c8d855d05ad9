import Specs
import Testing

extension Trait where Self == UnitTestVerdictTrait {
    /// The suite holds unit tests of the Refactored: each of its tests that fails is named in the run's
    /// verdict, once however many issues it records, with the `swift test --filter` command that runs it
    /// alone. Every suite of `Tests/RefactoredTests` carries it (a test of the spec catalogue checks), so
    /// the verdict's count is the count of failed tests Swift Testing reports.
    public static var unitTestVerdict: Self { UnitTestVerdictTrait() }
}

#if compiler(>=6.2)
    public struct UnitTestVerdictTrait: SuiteTrait, TestTrait, TestScoping {
        public var isRecursive: Bool { true }

        public func scopeProvider(for test: Test, testCase: Test.Case?) -> UnitTestVerdictTrait? {
            (test.isSuite ? testCase == nil : testCase != nil) ? self : nil
        }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            guard test.isSuite else {
                try await runRecordingFailure(
                    of: test, testCase: testCase, as: Self.failure(of:), performing: function)
                return
            }
            SpecFailureLog.printSwiftTestingVerdictAtExit()
            try await function()
        }

        /// The failed test as the verdict names it: its suite's type (`CartScreenTests`) and its own name,
        /// without `()` when it takes no argument.
        static func failure(of test: Test) -> SpecFailureLog.Failure {
            let names = verdictName(of: test)
            return .unitTest(suite: names.suite, test: names.test)
        }
    }
#else
    /// Before Swift 6.2 there is no issue handling: the verdict names the specs alone there.
    public struct UnitTestVerdictTrait: SuiteTrait {}
#endif
