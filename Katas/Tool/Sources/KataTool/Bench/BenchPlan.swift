import Foundation
import ImplementationAdapters
import RegistrationBackend
import SQLiteDatabase
import Specs

/// The workloads of `kata bench` at the given sizes, and the databases they read, written to a
/// temporary folder that the command removes.
@MainActor
final class BenchPlan {
    /// 2025-05-14 12:00 UTC, a Wednesday: Today, This Week and This Month each hold a part of the data.
    nonisolated static let now = Date(timeIntervalSince1970: 1_747_224_000)
    static let timeZone = TimeZone(identifier: "UTC")!
    /// The currencies both implementations offer, selected in turn.
    static let currencies = ["USD", "Rupee", "Yuan"]
    static let currencySwitchEvery = 10

    let sizes: BenchSizes
    let folder: TemporaryFolder
    private var databases: [Int: URL] = [:]
    /// The last tracker launched per implementation, with its database's size. Only the last one is
    /// reused: the Starter's screens read the app of its latest launch (`ExpenseTrackerApp.shared`).
    private var launched: [Implementation: (entries: Int, tracker: BenchmarkedExpenseTracker)] = [:]

    init(sizes: BenchSizes) throws {
        self.sizes = sizes
        folder = try TemporaryFolder(prefix: "kata-bench", onDisk: true)
        FolderRemovedAtExit.watch(folder.url)
        // The moment the folder exists and is watched: CI kills the bench here (KATA_STOP_AT=1) to see it go.
        StopPoint.pass()
    }

    var workloads: [BenchWorkload] {
        sizes.reportDatabases.flatMap { entries in
            ["Today", "This Week", "This Month"].map { openReport($0, entries: entries) }
        } + [saveEntries(), relaunch(), fillCart(), register()]
    }

    private func openReport(_ title: String, entries: Int) -> BenchWorkload {
        BenchWorkload(name: "expenses: open \(title), \(entries.grouped) entries") { implementation in
            let tracker = try self.tracker(implementation, entries: entries)
            guard tracker.reportTitles.contains(title) else { return nil }
            return { _ = tracker.renderReport(title) }
        }
    }

    private func saveEntries() -> BenchWorkload {
        let count = sizes.savedEntries
        return BenchWorkload(name: "expenses: save \(count.grouped) entries") { implementation in
            let file = self.folder.file("saved-\(UUID().uuidString).sqlite")
            let tracker = try self.launch(implementation, file: file)
            return {
                for index in 0..<count {
                    tracker.addExpense(
                        title: "Expense \(index)", amount: "\(1 + index % 500).25", date: Self.now - Double(index))
                }
            }
        }
    }

    private func relaunch() -> BenchWorkload {
        let entries = sizes.relaunchEntries
        return BenchWorkload(name: "expenses: relaunch on \(entries.grouped) entries") { implementation in
            let file = try self.database(entries: entries)
            return { _ = try self.launch(implementation, file: file) }
        }
    }

    private func fillCart() -> BenchWorkload {
        let adds = sizes.cartAdds
        return BenchWorkload(name: "cart: \(adds.grouped) adds, cart rendered every \(Self.currencySwitchEvery)") {
            implementation in
            let apps = BenchmarkedApps(implementation.adapters)
            return {
                _ = apps.fillCart(
                    adds: adds, currencySwitchEvery: Self.currencySwitchEvery, currencies: Self.currencies)
            }
        }
    }

    private func register() -> BenchWorkload {
        let addresses = (0..<sizes.registrations).map(Self.address(_:))
        return BenchWorkload(name: "registration: \(addresses.count.grouped) addresses") { implementation in
            let apps = BenchmarkedApps(implementation.adapters)
            let backend = InProcessRegistrationBackend()
            return { _ = await apps.register(addresses, backend: backend) }
        }
    }

    /// A mix both implementations treat alike: valid addresses, a carrier address only the known-domain
    /// rule lets in, an invalid one, and one already registered in another letter case.
    static func address(_ index: Int) -> String {
        switch index % 5 {
        case 0: "user\(index)@example.com"
        case 1: "First.Last\(index)@mail.example.co.jp"
        case 2: "taro..\(index).@docomo.ne.jp"
        case 3: "no-at-sign-\(index).example.com"
        default: "USER\(index - 4)@EXAMPLE.COM"
        }
    }

    private func tracker(_ implementation: Implementation, entries: Int) throws -> BenchmarkedExpenseTracker {
        if let last = launched[implementation], last.entries == entries { return last.tracker }
        let tracker = try launch(implementation, file: try database(entries: entries))
        launched[implementation] = (entries, tracker)
        return tracker
    }

    private func launch(_ implementation: Implementation, file: URL) throws -> BenchmarkedExpenseTracker {
        launched[implementation] = nil
        return try BenchmarkedApps(implementation.adapters).launchExpenseTracker(
            file: file, timeZone: Self.timeZone, now: { Self.now })
    }

    private func database(entries: Int) throws -> URL {
        if let file = databases[entries] { return file }
        let file = folder.file("expenses-\(entries).sqlite")
        try Self.writeDatabase(entries: entries, now: Self.now, to: file)
        databases[entries] = file
        return file
    }

    /// A large expense database for `kata bench`, written straight with SQL: `entries` expenses saved in
    /// date order, spread evenly over the 365 days before `now`, in the table both implementations keep
    /// (`Tests/Specs/Expenses/Decisions.md`). A third of them have a comment.
    private static func writeDatabase(entries: Int, now: Date, to file: URL) throws {
        let database = try SQLiteDatabase(.file(file))
        defer { database.close() }
        try database.execute(
            """
            CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, \
            amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL)
            """)
        let year = 365 * 86_400.0
        try database.execute(
            """
            INSERT INTO expenses (id, title, amount_cents, date, comment)
            WITH RECURSIVE entry(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM entry WHERE i + 1 < ?1)
            SELECT printf('%08X-0000-4000-8000-%012X', i, i), 'Expense ' || i, 100 + i % 9900,
                ?2 + (i + 0.5) * ?3, CASE WHEN i % 3 = 0 THEN 'note ' || i ELSE '' END FROM entry
            """,
            [
                .integer(Int64(entries)), .real(now.timeIntervalSinceReferenceDate - year),
                .real(year / Double(entries)),
            ])
    }
}

extension Int {
    /// `1 000 000`: digits in groups of three, for the workload names.
    fileprivate var grouped: String {
        let digits = Array(String(self))
        return stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            String(digits[Swift.max(0, end - 3)..<end])
        }.joined(separator: " ")
    }
}
