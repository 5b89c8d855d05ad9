import Foundation
import Scheduling

/// A `RepeatingScheduler` on a clock that moves only when told: `advance(by:)` runs the work that falls
/// due, in time order, so a spec sees a second pass without sleeping. It also counts the jobs still
/// scheduled, so a spec can see that nothing keeps running once its screen has gone.
public final class ManualScheduler: RepeatingScheduler {
    /// The shortest interval a job repeats at; a shorter one is taken as this, as Foundation's `Timer` does.
    public static let shortestInterval: TimeInterval = 0.0001

    /// Seconds since the scheduler was made.
    public private(set) var now: TimeInterval = 0
    private var jobs: [Job] = []

    public init() {}

    public func every(_ interval: TimeInterval, _ work: @escaping () -> Void) -> any ScheduledJob {
        let interval = max(interval, Self.shortestInterval)
        let job = Job(interval: interval, due: now + interval, work: work)
        jobs.append(job)
        return job
    }

    /// How many times a job has run, all jobs together.
    public private(set) var runCount = 0

    /// The jobs scheduled and not cancelled.
    public var liveJobCount: Int {
        jobs.count { !$0.isCancelled }
    }

    /// Moves the clock `seconds` on, running each job every time it falls due on the way, earliest first.
    public func advance(by seconds: TimeInterval) {
        let end = now + seconds
        while let next = jobs.filter({ !$0.isCancelled && $0.due <= end }).min(by: { $0.due < $1.due }) {
            now = next.due
            next.due += next.interval
            runCount += 1
            next.work()
        }
        now = end
        jobs.removeAll { $0.isCancelled }
    }

    private final class Job: ScheduledJob {
        let interval: TimeInterval
        var due: TimeInterval
        let work: () -> Void
        private(set) var isCancelled = false

        init(interval: TimeInterval, due: TimeInterval, work: @escaping () -> Void) {
            self.interval = interval
            self.due = due
            self.work = work
        }

        func cancel() {
            isCancelled = true
        }
    }
}
