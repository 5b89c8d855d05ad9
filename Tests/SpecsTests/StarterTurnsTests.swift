import Synchronization
import Testing

@testable import Specs

/// `StarterTurns` gives the Starter to one suite at a time: the others wait for it, in the order they asked.
/// The tests make turns of their own (`StarterTurns.shared` is the run's), and take them on an executor
/// they step by hand, so each step is known to have run, without sleeping or reading a clock.
@Suite("Starter turns")
struct StarterTurnsTests {
    @Test("a second taker waits until the first gives; those who wait take their turns in the order they asked")
    func take_waitsUntilGivenAndKeepsTheOrderOfAsking() async {
        let turns = StarterTurns()
        let steps = StepByStepExecutor()
        let taken = TurnLog()
        await turns.take()

        let second = Task(executorPreference: steps) {
            await turns.take()
            taken.append("second")
            turns.give()
        }
        let secondAsked = steps.runUntilIdle()
        let third = Task(executorPreference: steps) {
            await turns.take()
            taken.append("third")
            turns.give()
        }
        let thirdAsked = steps.runUntilIdle()
        let takenBeforeGiving = taken.entries

        turns.give()
        steps.runUntilIdle()
        await second.value
        await third.value

        #expect(secondAsked > 0 && thirdAsked > 0, "each taker ran up to its take()")
        #expect(takenBeforeGiving == [], "no one took the Starter while the first had it")
        #expect(taken.entries == ["second", "third"])
    }

    @Test("once given back with no one waiting, the next taker has it at once")
    func take_takesAtOnceOnGivenBack() async {
        let turns = StarterTurns()
        let steps = StepByStepExecutor()
        let taken = TurnLog()
        await turns.take()
        turns.give()

        let next = Task(executorPreference: steps) {
            await turns.take()
            taken.append("next")
        }
        steps.runUntilIdle()
        let takenAtOnce = taken.entries
        await next.value

        #expect(takenAtOnce == ["next"])
    }
}

/// An executor that runs the jobs of the tasks that prefer it only when the test says, on the test's thread.
private final class StepByStepExecutor: TaskExecutor, Sendable {
    private let jobs = Mutex<[UnownedJob]>([])

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
    }

    /// Runs every job enqueued, and those they enqueue, until none is left; returns how many ran.
    @discardableResult
    func runUntilIdle() -> Int {
        var count = 0
        while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
            count += 1
        }
        return count
    }
}

/// Who took the Starter, in order.
private final class TurnLog: Sendable {
    private let names = Mutex<[String]>([])

    func append(_ name: String) {
        names.withLock { $0.append(name) }
    }

    var entries: [String] { names.withLock { $0 } }
}
