import Observation
import Synchronization

/// Counts the changes to what a closure read, the way a view that redraws on change would see them.
final class ObservationSpy: Sendable {
    private let changes = Mutex(0)

    var changeCount: Int {
        changes.withLock { $0 }
    }

    /// Reads what `read` reads, and counts the next change to any of it.
    @MainActor
    func track(_ read: @escaping @MainActor () -> Void) {
        withObservationTracking(read) { [self] in
            changes.withLock { $0 += 1 }
        }
    }
}
