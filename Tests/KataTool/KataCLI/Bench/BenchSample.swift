/// The times of one workload's runs on one implementation.
struct BenchSample {
    var durations: [Duration] = []

    /// The middle run (the mean of the two middle ones for an even count).
    var median: Duration? {
        let sorted = durations.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    var range: ClosedRange<Duration>? {
        guard let low = durations.min(), let high = durations.max() else { return nil }
        return low...high
    }
}
