import Foundation

/// Runs work again and again, every so many seconds, until it is cancelled: the seam between code that
/// polls and the clock it polls by. An app uses `MainRunLoopScheduler`; a test gives it a clock of its own
/// that moves only when the test says (`ManualScheduler` in the spec catalogue), so it never sleeps.
public protocol RepeatingScheduler: AnyObject {
    /// Runs `work` every `interval` seconds, the first time one interval from now, until the job it
    /// returns is cancelled. Call it on the main thread; `work` runs there.
    func every(_ interval: TimeInterval, _ work: @escaping () -> Void) -> any ScheduledJob
}

/// Work a `RepeatingScheduler` runs until it is cancelled.
public protocol ScheduledJob: AnyObject {
    /// Stops the work: it never runs again. Cancelling twice does nothing more.
    func cancel()
}
