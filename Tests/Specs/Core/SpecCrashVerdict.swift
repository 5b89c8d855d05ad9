import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// When a spec traps (a force unwrap, an index out of range), the whole test process ends: there is no
/// failure to report and no verdict at the end of the run. A front end that installs this prints, from
/// the signal handler, the specs that were running, on which implementation, and the `kata check`
/// command that reruns each where a crash is a failure and the run goes on; a test of the attendee's
/// net, with the `swift test --filter` command that runs it alone; or, when none of these was running,
/// that the crash came from elsewhere.
///
/// What runs the Starter's code comes first: a Starter spec, a spec of a file both implementations open,
/// a random sequence, a test of the attendee's net. Specs of the Refactored alone that ran at the same
/// moment (Swift Testing runs many at once) follow, a line each, under a line that says so; when
/// nothing else ran, they are the list.
///
/// The lines are made before each spec starts, into memory the handler only reads, and written with
/// `write(2)`, which a signal handler may call. With `SWIFT_BACKTRACE` set, Swift's own crash handler
/// runs afterwards and prints its backtrace; otherwise the verdict is the last thing the process prints.
public enum SpecCrashVerdict {
    private static let slotCount = 32
    private static let slotSize = 1024
    private static let headerSize = 256
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    // Written only under `state`'s lock (or before any handler is installed), read by the handler.
    private nonisolated(unsafe) static let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: slotCount * slotSize)
    private nonisolated(unsafe) static let lengths = zeroes(slotCount)
    /// The length of each slot's first line: all a spec of the Refactored alone shows beside the Starter's.
    private nonisolated(unsafe) static let firstLineLengths = zeroes(slotCount)
    /// 1 when the slot's work runs the Starter's code, 0 when it runs the Refactored's alone.
    private nonisolated(unsafe) static let runsStarter = zeroes(slotCount)
    private nonisolated(unsafe) static let header = UnsafeMutablePointer<UInt8>.allocate(capacity: headerSize)
    private nonisolated(unsafe) static var headerLength = 0
    private nonisolated(unsafe) static let elsewhere = UnsafeMutablePointer<UInt8>.allocate(capacity: headerSize)
    private nonisolated(unsafe) static var elsewhereLength = 0
    private nonisolated(unsafe) static let unnamed = UnsafeMutablePointer<UInt8>.allocate(capacity: headerSize)
    private nonisolated(unsafe) static var unnamedLength = 0
    private nonisolated(unsafe) static let alsoRunning = UnsafeMutablePointer<UInt8>.allocate(capacity: headerSize)
    private nonisolated(unsafe) static var alsoRunningLength = 0
    /// How many running specs found every slot taken: the handler says there were more than it names.
    private nonisolated(unsafe) static var unnamedCount = 0
    /// What `begin` returns for a spec that found every slot taken; `end` counts it out again.
    private static let noSlot = -1
    private nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
    private nonisolated(unsafe) static var chainsToPrevious = false

    private static let state = Mutex<(installed: Bool, free: [Int])>((false, Array(0..<slotCount)))

    /// Installs the handler once, naming the framework in the verdict (`"Swift Testing"`, `"XCTest"`);
    /// Swift's own backtrace follows the verdict when `SWIFT_BACKTRACE` is set.
    public static func install(framework: String, environment: [String: String]) {
        install(framework: framework, keepingSwiftsBacktrace: environment["SWIFT_BACKTRACE"] != nil)
    }

    /// Installs the handler once, naming the run in the verdict (`"kata check"`); with
    /// `keepingSwiftsBacktrace`, Swift's own crash handler runs after it, as it would without it.
    public static func install(framework: String, keepingSwiftsBacktrace: Bool) {
        state.withLock { state in
            guard !state.installed else { return }
            state.installed = true
            let texts = headers(framework: framework)
            headerLength = copy(texts.running, to: header)
            elsewhereLength = copy(texts.elsewhere, to: elsewhere)
            unnamedLength = copy(texts.unnamed, to: unnamed)
            alsoRunningLength = copy(texts.alsoRunning, to: alsoRunning)
            chainsToPrevious = keepingSwiftsBacktrace
            for signal in signals {
                var action = sigaction()
                #if canImport(Glibc)
                    action.__sigaction_handler.sa_handler = handle
                #else
                    action.__sigaction_u.__sa_handler = handle
                #endif
                sigemptyset(&action.sa_mask)
                sigaction(signal, &action, previous + Int(signal))
            }
        }
    }

    /// Marks `spec` as running on `implementation` until `end(_:)` with the returned slot; `nil` when the
    /// handler is not installed or every slot is taken.
    public static func begin(_ spec: Spec, on implementation: Implementation) -> Int? {
        begin(lines(spec, implementation), runsStarter: implementation == .starter || spec.otherImplementation != nil)
    }

    /// Marks the random sequence of user actions with seed `seed` as running on both implementations of
    /// `app` until `end(_:)` with the returned slot: it starts both apps, and a trap there is as likely
    /// as in a spec.
    public static func begin(randomSequence seed: UInt64, of app: App) -> Int? {
        begin(lines(randomSequence: seed, of: app), runsStarter: true)
    }

    /// Marks a test of the attendee's net (`suite` as in the code, `CartNet`; `test` without its
    /// parentheses) as running until `end(_:)` with the returned slot.
    public static func begin(netSuite suite: String, test: String) -> Int? {
        begin(lines(netSuite: suite, test: test), runsStarter: true)
    }

    private static func begin(_ lines: String, runsStarter starter: Bool) -> Int? {
        state.withLock { state -> Int? in
            guard state.installed else { return nil }
            guard let slot = state.free.popLast() else {
                unnamedCount += 1
                return noSlot
            }
            let text = Array(lines.utf8.prefix(slotSize))
            (slots + slot * slotSize).update(from: text, count: text.count)
            lengths[slot] = text.count
            firstLineLengths[slot] = (text.firstIndex(of: UInt8(ascii: "\n")) ?? text.count - 1) + 1
            runsStarter[slot] = starter ? 1 : 0
            return slot
        }
    }

    public static func end(_ slot: Int?) {
        guard let slot else { return }
        state.withLock { state in
            guard slot != noSlot else {
                unnamedCount -= 1
                return
            }
            lengths[slot] = 0
            state.free.append(slot)
        }
    }

    /// The handler's first line when something it names was running, when nothing was, its last line
    /// when more specs ran than it has slots for, and the line before the specs of the Refactored alone
    /// that ran beside the Starter's code.
    static func headers(
        framework: String
    ) -> (running: String, elsewhere: String, unnamed: String, alsoRunning: String) {
        (
            "\nThe \(framework) run crashed while these ran:\n",
            "\nThe \(framework) run crashed while no spec, random sequence or test of your net ran.\n",
            "  and more than this list has room for\n",
            "  At the same moment, specs of the Refactored alone (they do not run the Starter's code):\n"
        )
    }

    private static func copy(_ text: String, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        let bytes = Array(text.utf8.prefix(headerSize))
        buffer.update(from: bytes, count: bytes.count)
        return bytes.count
    }

    /// What the handler prints for one running spec.
    static func lines(_ spec: Spec, _ implementation: Implementation) -> String {
        """
          \(implementation.displayName) \(spec.id)
            Rerun it where a crash is reported and the run goes on:
            swift run kata check \(spec.app.rawValue) --implementation \(implementation.rawValue) --spec \(spec.name)

        """
    }

    /// What the handler prints for a random sequence.
    static func lines(randomSequence seed: UInt64, of app: App) -> String {
        """
          Random sequence \(seed) of the \(app.displayName.lowercased()), on the Starter and the Refactored
            Replay it (a trap ends that run too, with Swift's backtrace of the line that trapped):
            \(DifferentialChecks.replayCommand(app, sequence: seed))

        """
    }

    /// What the handler prints for a running test of the attendee's net.
    static func lines(netSuite suite: String, test: String) -> String {
        let failure = SpecFailureLog.Failure.net(suite: suite, test: test)
        return """
              \(failure.line)
                Run it alone: \(failure.command)

            """
    }

    /// Writes the verdict to `descriptor` with `write(2)` alone, and no allocation: the handler calls it
    /// with 2, standard error.
    static func writeVerdict(to descriptor: Int32) {
        var starter = 0
        var refactoredAlone = 0
        for slot in 0..<slotCount where lengths[slot] > 0 {
            if runsStarter[slot] == 1 { starter += 1 } else { refactoredAlone += 1 }
        }
        guard starter + refactoredAlone > 0 || unnamedCount > 0 else {
            _ = write(descriptor, elsewhere, elsewhereLength)
            return
        }
        _ = write(descriptor, header, headerLength)
        for slot in 0..<slotCount where lengths[slot] > 0 && runsStarter[slot] == 1 {
            _ = write(descriptor, slots + slot * slotSize, lengths[slot])
        }
        let besideTheStarter = starter > 0 && refactoredAlone > 0
        if besideTheStarter {
            _ = write(descriptor, alsoRunning, alsoRunningLength)
        }
        for slot in 0..<slotCount where lengths[slot] > 0 && runsStarter[slot] == 0 {
            _ = write(descriptor, slots + slot * slotSize, besideTheStarter ? firstLineLengths[slot] : lengths[slot])
        }
        if unnamedCount > 0 {
            _ = write(descriptor, unnamed, unnamedLength)
        }
    }

    private static func zeroes(_ count: Int) -> UnsafeMutablePointer<Int> {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: count)
        pointer.initialize(repeating: 0, count: count)
        return pointer
    }

    private static let handle: @convention(c) (Int32) -> Void = { signal in
        SpecCrashVerdict.writeVerdict(to: 2)
        // Returning runs the faulting instruction again (or abort raises again): the next handler then ends
        // the process, Swift's backtracer when asked for, else the default action.
        if SpecCrashVerdict.chainsToPrevious {
            sigaction(signal, SpecCrashVerdict.previous + Int(signal), nil)
        } else {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }
}
