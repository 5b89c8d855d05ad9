/// How big the workloads are: the full sizes, or a quick smoke run of the same workloads.
///
/// Saving is timed on 1 000 entries, not 10 000: every save is its own transaction, synced to disk
/// (about 10 ms each on a shared build machine), so 10 000 would take minutes a run and time only the disk.
struct BenchSizes {
    let reportDatabases: [Int]
    let savedEntries: Int
    let relaunchEntries: Int
    let cartAdds: Int
    let registrations: Int
    let runs: Int

    static let full = BenchSizes(
        reportDatabases: [100_000, 1_000_000], savedEntries: 1_000, relaunchEntries: 100_000, cartAdds: 10_000,
        registrations: 10_000, runs: 3)

    static let quick = BenchSizes(
        reportDatabases: [1_000, 10_000], savedEntries: 10, relaunchEntries: 1_000, cartAdds: 300,
        registrations: 1_000, runs: 3)
}
