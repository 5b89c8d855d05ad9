import Foundation
import XCTest

@testable import Scheduling

/// The real scheduler, tested without sleeping: a job's timer is made due at once (its fire date set in
/// the past) and the main run loop runs one pass. A timer that is not on the main run loop never fires
/// then, so a job that fires was scheduled there. XCTest runs these on the main thread, whose run loop
/// is the main run loop. A pass that handles other work first (the main queue's) can leave a due timer
/// for the next pass, so the tests run up to a bounded number of passes, never waiting.
final class MainRunLoopSchedulerTests: XCTestCase {
    /// Counts the runs of a job's work.
    final class Runs {
        var count = 0
    }

    func test_every_runsTheWorkOnTheMainRunLoopOnceItIsDue() throws {
        XCTAssertTrue(Thread.isMainThread, "the main run loop is run on the main thread")
        let runs = Runs()
        let job = try timerJob(MainRunLoopScheduler().every(3600) { runs.count += 1 })
        defer { job.cancel() }

        runMainRunLoop(passes: 10)
        let beforeDue = runs.count
        job.timer.fireDate = .distantPast
        runMainRunLoop(until: runs, counts: 1)

        XCTAssertEqual(beforeDue, 0, "not run before its first interval has passed")
        XCTAssertEqual(runs.count, 1, "run once when due")
    }

    func test_every_repeatsAtTheIntervalGiven() throws {
        XCTAssertTrue(Thread.isMainThread, "the main run loop is run on the main thread")
        let runs = Runs()
        let job = try timerJob(MainRunLoopScheduler().every(2) { runs.count += 1 })
        defer { job.cancel() }

        for time in 1...3 {
            job.timer.fireDate = .distantPast
            runMainRunLoop(until: runs, counts: time)
        }

        XCTAssertEqual(runs.count, 3, "run each time it is due")
        XCTAssertEqual(job.timer.timeInterval, 2, "repeats every 2 seconds")
        XCTAssertTrue(job.timer.isValid, "still scheduled")
    }

    func test_cancel_stopsTheWork() throws {
        XCTAssertTrue(Thread.isMainThread, "the main run loop is run on the main thread")
        let runs = Runs()
        let job = try timerJob(MainRunLoopScheduler().every(1) { runs.count += 1 })
        job.timer.fireDate = .distantPast
        runMainRunLoop(until: runs, counts: 1)

        job.cancel()
        job.timer.fireDate = .distantPast
        runMainRunLoop(passes: 10)

        XCTAssertEqual(runs.count, 1, "not run again once cancelled")
        XCTAssertFalse(job.timer.isValid, "the timer is invalidated")
    }

    /// The way these tests see a timer fire is sound: a timer that nobody added to the run loop, made
    /// due, does not fire.
    func test_runningTheRunLoop_doesNotFireATimerNotScheduledOnIt() throws {
        XCTAssertTrue(Thread.isMainThread, "the main run loop is run on the main thread")
        nonisolated(unsafe) let runs = Runs()
        let unscheduled = Timer(fire: .distantPast, interval: 1, repeats: true) { _ in runs.count += 1 }
        defer { unscheduled.invalidate() }

        runMainRunLoop(passes: 10)

        XCTAssertEqual(runs.count, 0, "a timer not on the main run loop is never fired")
    }

    private func timerJob(_ job: any ScheduledJob) throws -> TimerJob {
        try XCTUnwrap(job as? TimerJob, "the real scheduler's jobs are timers")
    }

    /// Passes of the main run loop in its default mode, none waiting for anything.
    private func runMainRunLoop(passes: Int) {
        for _ in 0..<passes {
            _ = RunLoop.current.run(mode: .default, before: .distantPast)
        }
    }

    /// Passes of the main run loop until `runs` reaches `count`, at most 1000 of them.
    private func runMainRunLoop(until runs: Runs, counts count: Int) {
        for _ in 0..<1000 where runs.count < count {
            _ = RunLoop.current.run(mode: .default, before: .distantPast)
        }
    }
}
