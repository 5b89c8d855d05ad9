import Specs
import Testing

/// A test as the verdict names it: its suite's type in the code (`CartNet`, `CartScreenTests`) and its
/// function's name, without `()` when it takes no argument.
public func verdictName(of test: Test) -> (suite: String, test: String) {
    let suite = test.id.nameComponents.dropLast().last ?? test.id.moduleName
    return (suite, test.name.hasSuffix("()") ? String(test.name.dropLast(2)) : test.name)
}

#if compiler(>=6.2)
    /// Runs one test and, when it fails, records it once in the Swift Testing verdict as `failure` names
    /// it: failed by an issue that fails it (not a warning, not a known issue), or by an error it throws,
    /// which Swift Testing records after the test's scope, where an issue handler does not see it. The
    /// attendee's net and the Refactored's unit tests run this way.
    public func runRecordingFailure(
        of test: Test, testCase: Test.Case?, as failure: @escaping @Sendable (Test) -> SpecFailureLog.Failure,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let recorder = IssueHandlingTrait.compactMapIssues { issue in
            if let current = Test.current, failsItsTest(issue) {
                SpecFailureLog.swiftTesting.record(failure(current))
            }
            return issue
        }
        do {
            try await recorder.provideScope(for: test, testCase: testCase, performing: function)
        } catch {
            SpecFailureLog.swiftTesting.record(failure(test))
            throw error
        }
    }

    private func failsItsTest(_ issue: Issue) -> Bool {
        #if compiler(>=6.3)
            issue.isFailure
        #else
            true
        #endif
    }
#endif
