import Testing

@testable import KataTool

#if compiler(>=6.1)
    /// `kata check` and `kata status` run the specs in the test's own process instead of in four child
    /// processes of `kata` per implementation, and each spec once in the whole test run (the outcomes
    /// are `SpecCheck`'s, shared with the test of each spec): for tests of what the commands print,
    /// which run the same specs many times over. The child processes have tests of their own ("kata
    /// check in child processes"). A suite with this trait must run inside `OneAppAtATime`, as the
    /// Starter's specs then run in this process.
    struct SpecsInProcessTrait: SuiteTrait, TestTrait, TestScoping {
        var isRecursive: Bool { true }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let outcomes = await SpecCheck.outcomes
            try await SpecIsolation.$standard.withValue(.inProcessRemembering(outcomes)) { try await function() }
        }
    }
#else
    /// Swift 6.0 has no test scoping: the specs run in child processes there, as for a user.
    struct SpecsInProcessTrait: SuiteTrait, TestTrait {}
#endif

extension Trait where Self == SpecsInProcessTrait {
    /// `kata check` and `kata status` run the specs in this process, each spec once in the test run.
    static var specsInProcess: Self { Self() }
}
