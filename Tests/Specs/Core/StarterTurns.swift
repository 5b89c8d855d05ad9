import Synchronization

/// Gives the Starter's apps to one test at a time, across every test module of a run.
///
/// The Starter keeps global state (the cart singleton, the expense tracker's shared app), so two of its
/// apps must never run at once. Swift Testing runs the suites of a run side by side, and `.serialized`
/// orders only the tests of one suite: the Starter's specs (in the Swift Testing front end) and the
/// attendee's net (`Tests/MyNet`, another module) each take a turn for their whole suite.
public final class StarterTurns: Sendable {
    /// The turns of this process.
    public static let shared = StarterTurns()

    private let state = Mutex<(isTaken: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    /// Waits until no one else has the Starter, then has it until `give()`.
    public func take() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isFree = state.withLock { state in
                guard state.isTaken else {
                    state.isTaken = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if isFree { continuation.resume() }
        }
    }

    /// Hands the Starter to the next in line, in the order they asked.
    public func give() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.isTaken = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
