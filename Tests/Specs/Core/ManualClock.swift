import Foundation
import Synchronization

/// A clock that only moves when a spec moves it. Apps under test read it through `now`.
public final class ManualClock: Sendable {
    private let current: Mutex<Date>

    public init(_ start: Date) {
        current = Mutex(start)
    }

    /// The current instant, as the app under test sees it.
    public var now: Date {
        current.withLock { $0 }
    }

    public func set(_ instant: Date) {
        current.withLock { $0 = instant }
    }

    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}
