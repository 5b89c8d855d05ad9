import ImplementationAdapters
import Specs
import Testing

@testable import KataTool

/// The apps the tool's tests run: the Refactored's, under each implementation's name, never the live
/// Starter's. What `kata` prints, its exit codes and its parsing are the same whatever apps it runs, so
/// the tests hold whatever an attendee does to `Starter/`, and never race with the Starter's global state
/// when they run in one process with the spec front ends.
enum StandInApps {
    /// The Refactored, without the Starter's expense tracker to share a file with
    /// (`Implementation.refactored.adapters` has it): a spec of a shared file reopens it in the Refactored.
    static let refactored = Adapters.refactored

    /// The "Starter" of what `kata` prints: the Refactored's apps, declaring what the Refactored declares,
    /// so it passes what the Refactored passes.
    static let starter = Adapters(
        implementation: .starter, changeRequestsDone: Adapters.refactored.changeRequestsDone,
        expenses: Adapters.refactored.expenses, cart: Adapters.refactored.cart,
        registration: Adapters.refactored.registration)

    /// The stand-in for `implementation`.
    @Sendable static func adapters(_ implementation: Implementation) -> Adapters {
        switch implementation {
        case .starter: starter
        case .refactored: refactored
        }
    }

    /// A "Starter" with the Refactored's apps that declares `changeRequestsDone`, as an attendee's might.
    static func starter(declaring changeRequestsDone: Set<ChangeRequest>) -> Adapters {
        Adapters(
            implementation: .starter, changeRequestsDone: changeRequestsDone, expenses: Adapters.refactored.expenses,
            cart: Adapters.refactored.cart, registration: Adapters.refactored.registration)
    }

    /// The outcomes of the specs `kata check` and `kata status` run in this process: both stand-ins have the
    /// Refactored's adapters and declarations, so each spec runs once in the whole test run, however many
    /// tests print the commands' output.
    @MainActor static let outcomes = RememberedSpecOutcomes()
}

#if compiler(>=6.1)
    /// `kata status`, `check` and `play` run the stand-in apps (`StandInApps`), and `check` and `status`
    /// run the specs in the test's own process instead of in child processes of `kata` (which run the
    /// live apps), each spec once in the test run; and they publish to no room, even from a clone that
    /// joined one. The child processes have tests of their own ("kata
    /// check in child processes"), on the Refactored.
    struct StandInAppsTrait: SuiteTrait, TestTrait, TestScoping {
        var isRecursive: Bool { true }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let outcomes = await StandInApps.outcomes
            try await CommandAdapters.$adapters.withValue(StandInApps.adapters) {
                try await SpecIsolation.$standard.withValue(.inProcess(outcomes)) {
                    try await RoomPublisher.$root.withValue(nil) { try await function() }
                }
            }
        }
    }

    extension Trait where Self == StandInAppsTrait {
        /// `kata`'s commands run the stand-in apps, never the live Starter's, and the specs in this process.
        static var standInApps: Self { Self() }
    }
#else
    extension Trait where Self == ConditionTrait {
        /// Swift 6.0 has no test scoping: the commands would run the live Starter's apps, so the tests that
        /// run apps through `kata` are skipped there.
        static var standInApps: Self { .disabled("Swift 6.0 has no test scoping to run kata on stand-in apps") }
    }
#endif
