import Foundation

/// How `kata bench` prints its results: one row a workload, times in milliseconds.
struct BenchTable {
    private static let nameWidth = 50
    private static let timeWidth = 26

    func header(runs: Int) -> String {
        #if DEBUG
            let build =
                "debug build: the figures time the compiler's checks; measure with swift run -c release kata bench"
        #else
            let build = "release build"
        #endif
        return """
            kata bench: Starter vs Refactored, \(build).
            Each workload \(runs) times on each implementation; median (fastest–slowest) in milliseconds.

            \("workload".padded(to: Self.nameWidth))\("Starter".padded(to: Self.timeWidth))\
            \("Refactored".padded(to: Self.timeWidth))Refactored/Starter
            """
    }

    func row(_ name: String, starter: [Duration]?, refactored: [Duration]?) -> String {
        name.padded(to: Self.nameWidth) + Self.text(starter).padded(to: Self.timeWidth)
            + Self.text(refactored).padded(to: Self.timeWidth) + Self.ratio(refactored, over: starter)
    }

    /// The debrief of the benchmark, which explains the ratios (a test checks it is there).
    static let debrief = "Katas/Benchmark.md"

    let footer = """

        Below 1.0 the Refactored is faster, above 1.0 the Starter. "not in this app": the Starter has no
        weekly report until you add it (EXP-1). \(debrief) explains every ratio above 1.0.
        """

    private static func text(_ durations: [Duration]?) -> String {
        guard let durations, let median = median(durations), let low = durations.min(), let high = durations.max()
        else { return "not in this app" }
        return "\(milliseconds(median)) (\(milliseconds(low))–\(milliseconds(high)))"
    }

    private static func ratio(_ refactored: [Duration]?, over starter: [Duration]?) -> String {
        guard let top = refactored.flatMap(median), let bottom = starter.flatMap(median), bottom > .zero else {
            return "–"
        }
        return String(format: "%.2f", top / bottom)
    }

    /// The middle run (the mean of the two middle ones for an even count).
    private static func median(_ durations: [Duration]) -> Duration? {
        let sorted = durations.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// Three significant digits: `0.412`, `12.3`, `1234`.
    private static func milliseconds(_ duration: Duration) -> String {
        let value = duration / .milliseconds(1)
        let decimals = value < 1 ? 3 : value < 10 ? 2 : value < 100 ? 1 : 0
        return String(format: "%.\(decimals)f", value)
    }
}
