import ImplementationAdapters
import Specs

/// `kata check --random N [--seed S]` and `kata check --sequence S`: random sequences of user actions
/// on two implementations, compared after every step.
struct DifferentialCommand {
    let apps: [App]
    /// The seed of each sequence to run, in order.
    let sequenceSeeds: [UInt64]
    /// How the run is named in its summary line, e.g. `300 random sequences (seed 1)`.
    let summary: String

    /// Reads `--random N [--seed S]` or `--sequence S`; `nil` when neither is given.
    init?(apps: [App], arguments: Arguments) throws(UsageError) {
        let random = arguments.value(CheckCommand.random)
        let sequence = arguments.value(CheckCommand.sequence)
        if random == nil, sequence == nil {
            if arguments.value(CheckCommand.seed) != nil {
                throw UsageError(message: "\(CheckCommand.seed.name) goes with \(CheckCommand.random.name).")
            }
            return nil
        }
        guard arguments.value(CheckCommand.implementation) == nil, arguments.value(CheckCommand.spec) == nil else {
            throw UsageError(
                message:
                    "\(CheckCommand.random.name) and \(CheckCommand.sequence.name) compare both implementations; "
                    + "they go without \(CheckCommand.implementation.name) and \(CheckCommand.spec.name)."
            )
        }
        self.apps = apps
        switch (random, sequence) {
        case (nil, let sequence?):
            guard arguments.value(CheckCommand.seed) == nil else { throw Self.replaysOne }
            let seed = try Self.seed(sequence, of: CheckCommand.sequence)
            sequenceSeeds = [seed]
            summary = "the sequence \(seed)"
        case (let random?, nil):
            let count = try CountArgument.parse(random, for: CheckCommand.random, of: "sequences", in: 1...100_000)
            let seed = try Self.seed(arguments.value(CheckCommand.seed) ?? "1", of: CheckCommand.seed)
            sequenceSeeds = (0..<count).map { SeededRandom.sequenceSeed(seed, index: $0) }
            summary = "\(count.counted("random sequence")) (seed \(seed))"
        default:
            throw Self.replaysOne
        }
    }

    private static func seed(_ text: String, of option: CommandOption) throws(UsageError) -> UInt64 {
        guard let seed = UInt64(text) else {
            throw UsageError(message: "\(option.name) takes a whole number from 0 to \(UInt64.max).")
        }
        return seed
    }

    private static let replaysOne = UsageError(
        message:
            "\(CheckCommand.sequence.name) replays one sequence; it goes without \(CheckCommand.random.name) and \(CheckCommand.seed.name)."
    )

    /// Runs every app's sequences on `left` and `right`; a difference is printed shrunk, with the
    /// command that replays it. The sequences run in this process: a trap ends it, after the crash
    /// verdict names the sequence that ran and before Swift's backtrace of the line that trapped.
    @MainActor
    func run(_ left: Adapters, _ right: Adapters, terminal: Terminal) async -> ExitCode {
        SpecCrashVerdict.install(framework: "kata check", keepingSwiftsBacktrace: true)
        var failed = false
        for app in apps {
            guard let check = DifferentialChecks.check(for: app) else { continue }
            switch await check.run(left, right, sequenceSeeds: sequenceSeeds) {
            case .agreed:
                let both = "\(left.implementation.displayName) and \(right.implementation.displayName)"
                let line = terminal.green("✓ ") + "\(app.displayName): \(both) agree on \(summary)."
                terminal.print(TextWrap.prose(line, width: terminal.width, hangingIndent: 2))
            case .diverged(let report, _):
                failed = true
                terminal.print(terminal.red("✗ ") + report)
            }
        }
        return failed ? .failure : .success
    }
}
