import Foundation
import Specs

/// `kata bench`: times the Starter and the Refactored on the same workloads, through each one's own
/// entry points, and prints each workload's median, range and ratio Refactored/Starter.
enum BenchCommand {
    static let quick = CommandOption.flag(
        "--quick", "the same workloads, 10 to 100 times smaller, 3 runs: a smoke test of a few seconds")
    static let runs = CommandOption.option("--runs", value: "N", "runs per workload and implementation (default 3)")

    static let syntax = CommandSyntax(
        usage: ["swift run -c release kata bench [--quick] [--runs N]"],
        description: """
            Times the Starter and the Refactored on the same workloads, through each one's own entry points:
            opening Today, This Week and This Month on databases of 100\u{A0}000 and 1\u{A0}000\u{A0}000 expenses, saving
            1\u{A0}000 expenses (each save is synced to disk), relaunching on 100\u{A0}000, adding 10\u{A0}000 items to the cart
            with a currency switch every 10 adds and the open cart rendered at each switch, and registering
            10\u{A0}000 addresses. Prints the median of the runs, the fastest and slowest run, and the ratio
            Refactored/Starter (below 1.0: the Refactored is faster). Takes a few minutes; the databases are
            written to a temporary folder and deleted at the end.
            """,
        options: [quick, runs],
        epilogue: "Measure on a release build (-c release): a debug build times the compiler's checks, not the code.")

    @MainActor
    static func run(_ words: [String], terminal: Terminal) async throws(UsageError) -> ExitCode {
        let arguments = try Self.syntax.parse(words, positionalsAtMost: 0)
        let sizes = arguments.has(Self.quick) ? BenchSizes.quick : BenchSizes.full
        let runs =
            try arguments.value(Self.runs).map { text throws(UsageError) in
                try CountArgument.parse(text, for: Self.runs, of: "runs", in: 1...1_000)
            } ?? sizes.runs
        let plan: BenchPlan
        do {
            plan = try BenchPlan(sizes: sizes)
        } catch {
            return terminal.fail("kata: cannot make a temporary folder for the databases: \(error)")
        }
        defer { plan.folder.remove() }
        let table = BenchTable()
        terminal.print(table.header(runs: runs))
        for workload in plan.workloads {
            do {
                let samples = try await measure(workload, runs: runs)
                terminal.print(table.row(workload.name, starter: samples[.starter], refactored: samples[.refactored]))
                fflush(nil)  // one row at a time, also into a file or a pipe: a full run takes minutes
            } catch {
                return terminal.fail("kata: \(workload.name) failed: \(error)")
            }
        }
        terminal.print(table.footer)
        return .success
    }

    /// The times of `runs` runs of `workload` on each implementation, alternating which goes first.
    @MainActor
    private static func measure(_ workload: BenchWorkload, runs: Int) async throws -> [Implementation: [Duration]] {
        var samples: [Implementation: [Duration]] = [:]
        let clock = ContinuousClock()
        for run in 0..<runs {
            let order: [Implementation] = run.isMultiple(of: 2) ? [.starter, .refactored] : [.refactored, .starter]
            for implementation in order {
                guard let action = try await workload.prepare(implementation) else { continue }
                let start = clock.now
                try await action()
                samples[implementation, default: []].append(start.duration(to: clock.now))
            }
        }
        return samples
    }
}
