import SQLiteDatabase
import Testing

#if compiler(>=6.1)
    /// The database connections a test opens wait 5 ms for another connection's lock instead of the
    /// app's 3 s: a test of what a user sees when the wait runs out gives its verdict at once, and what
    /// it checks is the same (the lock is held for the whole wait either way).
    struct ShortLockWaitTrait: SuiteTrait, TestTrait, TestScoping {
        var isRecursive: Bool { true }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await SQLiteDatabase.$busyTimeout.withValue(.milliseconds(5)) { try await function() }
        }
    }
#else
    /// Swift 6.0 has no test scoping: the tests wait the app's full 3 s there.
    struct ShortLockWaitTrait: SuiteTrait, TestTrait {}
#endif

extension Trait where Self == ShortLockWaitTrait {
    /// Database connections wait 5 ms for another connection's lock, not 3 s.
    static var shortLockWait: Self { Self() }
}
