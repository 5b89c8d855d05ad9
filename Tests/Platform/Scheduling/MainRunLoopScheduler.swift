import Foundation

/// The real clock: each job is a repeating `Timer` on the main run loop, in its common modes, as an app's
/// screen would make one. Its first run is one interval after it is scheduled, on every platform
/// (Foundation on Linux would otherwise fire a new timer at once).
public final class MainRunLoopScheduler: RepeatingScheduler {
    public init() {}

    public func every(_ interval: TimeInterval, _ work: @escaping () -> Void) -> any ScheduledJob {
        // The timer runs on the main run loop, the thread the caller is on: `work` never crosses threads.
        nonisolated(unsafe) let work = work
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: true) { _ in
            work()
        }
        RunLoop.main.add(timer, forMode: .common)
        return TimerJob(timer: timer)
    }
}

/// A job of `MainRunLoopScheduler`: its timer, invalidated on cancel.
final class TimerJob: ScheduledJob {
    let timer: Timer

    init(timer: Timer) {
        self.timer = timer
    }

    func cancel() {
        timer.invalidate()
    }
}
