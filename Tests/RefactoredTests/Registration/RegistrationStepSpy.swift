import RegistrationDomain
import Synchronization

/// Records every address it is asked to register; fails with the given failures, one a call, then
/// succeeds.
final class RegistrationStepSpy: RegistrationStep {
    private struct State {
        var failures: [RegistrationFailure]
        var receivedAddresses: [String] = []
    }

    private let state: Mutex<State>

    init(failingWith failures: [RegistrationFailure] = []) {
        state = Mutex(State(failures: failures))
    }

    var receivedAddresses: [String] {
        state.withLock { $0.receivedAddresses }
    }

    func run(_ address: String) async throws(RegistrationFailure) {
        let failure = state.withLock { state in
            state.receivedAddresses.append(address)
            return state.failures.isEmpty ? nil : state.failures.removeFirst()
        }
        if let failure { throw failure }
    }
}
