import Synchronization

/// The specs that failed in one test run, per implementation, so the run can end with its verdict:
/// which specs failed and the `kata check` command that shows them readably. Each test framework
/// keeps one log and prints `verdict(framework:)` once it has run everything.
public final class SpecFailureLog: Sendable {
    private let failures = Mutex<[(spec: Spec, implementation: Implementation)]>([])
    /// At most this many spec lines, so the verdict stays short enough to read in a run's last lines.
    private let shownAtMost: Int

    public init(shownAtMost: Int = 12) {
        self.shownAtMost = shownAtMost
    }

    public func record(_ spec: Spec, on implementation: Implementation) {
        failures.withLock { $0.append((spec, implementation)) }
    }

    /// A few lines naming the failed specs and the commands to read them, or `nil` when none failed.
    public func verdict(framework: String) -> String? {
        let failed = failures.withLock { $0 }
        guard !failed.isEmpty else { return nil }
        let ordered = Implementation.allCases.flatMap { implementation in
            failed.filter { $0.implementation == implementation }
                .sorted { $0.spec.id < $1.spec.id }
        }
        var lines = ["", "\(failed.count) spec\(failed.count == 1 ? "" : "s") failed in this run (\(framework)):"]
        lines += ordered.prefix(shownAtMost).map {
            "  \($0.implementation.displayName.padding(toLength: 11, withPad: " ", startingAt: 0))\($0.spec.id)"
        }
        if ordered.count > shownAtMost {
            lines.append("  and \(ordered.count - shownAtMost) more")
        }
        lines.append("See what each expected and what it saw:")
        var commands: [String] = []
        for implementation in Implementation.allCases {
            for app in App.allCases
            where ordered.contains(where: { $0.implementation == implementation && $0.spec.app == app }) {
                commands.append("  swift run kata check \(app.rawValue) --implementation \(implementation.rawValue)")
            }
        }
        return (lines + commands).joined(separator: "\n")
    }
}
