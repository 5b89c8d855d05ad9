import Synchronization

/// The registration backend both implementations talk to. It runs in this process, in memory: there is
/// no network, no server and no waiting. Each test makes its own and sets its failures.
///
/// It treats addresses case-insensitively, refuses an address already registered, and can be made
/// unavailable for a number of calls. It counts every call and lists what it registered, so a test can
/// say how often the app called it, or that it never did.
public final class InProcessRegistrationBackend: Sendable {
    /// What the backend answers to one call.
    public enum Response: Hashable, Sendable {
        case registered
        case alreadyRegistered
        case unavailable
    }

    private struct State {
        var registeredAddresses: [String]
        /// The addresses in lower case, so a lookup does not walk every address registered.
        var registeredKeys: Set<String>
        var unavailableCallsLeft = 0
        var callCount = 0
    }

    private let state: Mutex<State>

    /// A backend that already holds `registeredAddresses` (not counted as calls).
    public init(registeredAddresses: [String] = []) {
        state = Mutex(
            State(
                registeredAddresses: registeredAddresses,
                registeredKeys: Set(registeredAddresses.map { $0.lowercased() })))
    }

    /// Registers `address` unless the backend is unavailable or already holds it in any letter case.
    public func register(_ address: String) -> Response {
        state.withLock { state in
            state.callCount += 1
            if state.unavailableCallsLeft > 0 {
                state.unavailableCallsLeft -= 1
                return .unavailable
            }
            guard state.registeredKeys.insert(address.lowercased()).inserted else {
                return .alreadyRegistered
            }
            state.registeredAddresses.append(address)
            return .registered
        }
    }

    /// The next `count` calls answer `.unavailable`; `0` makes the backend available again.
    public func makeUnavailable(forNextCalls count: Int) {
        state.withLock { $0.unavailableCallsLeft = max(0, count) }
    }

    /// How many times `register(_:)` was called, whatever it answered.
    public var callCount: Int {
        state.withLock { $0.callCount }
    }

    /// Every address the backend holds, as it was sent, oldest first.
    public var registeredAddresses: [String] {
        state.withLock { $0.registeredAddresses }
    }
}
