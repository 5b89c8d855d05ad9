import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The world of one expense tracker spec: its clock, time zone and database, and the local dates it speaks in.
@MainActor
public struct ExpenseWorld {
    public let adapters: Adapters
    public let clock: ManualClock
    public let timeZone: TimeZone
    public let database: ExpenseDatabaseLocation
    public let sampleData: Bool
    public let calendar: Calendar

    /// A tracker in `zone` whose clock starts at `now`, local time in that zone.
    public init(
        _ adapters: Adapters,
        zone: String = "UTC",
        now: LocalTime = LocalTime(2025, 5, 14, 15, 30),
        database: ExpenseDatabaseLocation = .inMemory,
        sampleData: Bool = false
    ) throws {
        guard let timeZone = TimeZone(identifier: zone) else {
            throw SpecFailure("the spec names a known time zone", expected: "a time zone", seen: zone)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        self.adapters = adapters
        self.timeZone = timeZone
        self.calendar = calendar
        self.database = database
        self.sampleData = sampleData
        self.clock = ManualClock(Date(timeIntervalSinceReferenceDate: 0))
        clock.set(try date(now))
    }

    public func launch() throws -> any ExpenseTrackerDriver {
        let clock = clock
        return try adapters.expenses.launch(
            ExpenseTrackerConfiguration(
                now: { clock.now }, timeZone: timeZone, database: database, sampleData: sampleData))
    }

    /// Launches the other implementation's tracker (`Adapters.otherExpenses`) in this world: the same
    /// clock, time zone and database file. A file one implementation writes opens in the other
    /// (BEHAVIOUR.md, Persistence); adapters without another implementation launch their own.
    public func launchOther() throws -> any ExpenseTrackerDriver {
        let clock = clock
        return try (adapters.otherExpenses ?? adapters.expenses).launch(
            ExpenseTrackerConfiguration(
                now: { clock.now }, timeZone: timeZone, database: database, sampleData: sampleData))
    }

    /// The implementation `launchOther()` starts: the other one, or this one for adapters without another.
    public var otherImplementation: Implementation {
        adapters.otherExpenses == nil ? adapters.implementation : adapters.implementation.other
    }

    /// Launches a tracker that must refuse to start, and returns the message it shows.
    public func launchRefused(file: String = #filePath, line: Int = #line) throws -> String {
        do {
            let app = try launch()
            throw SpecFailure(
                "starting on \(database)", expected: "a refusal", seen: "the app started:\n\(app.visibleText)",
                file: file, line: line)
        } catch let failure as ExpenseTrackerLaunchFailure {
            return failure.message
        }
    }

    /// The instant of a local time in the world's time zone.
    public func date(_ time: LocalTime) throws -> Date {
        let components = DateComponents(
            year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute,
            second: Int(time.second.rounded(.down)))
        guard let whole = calendar.date(from: components) else {
            throw SpecFailure("the spec names a valid local time", expected: "a date", seen: "\(time)")
        }
        return whole + (time.second - time.second.rounded(.down))
    }

    /// `yyyy-MM-dd HH:mm` of an instant in the world's time zone, as a report row shows it: the minute of the
    /// nearest millisecond. Worked out from the calendar's wall-clock parts, not with a formatter.
    public func shownMinute(of instant: Date) throws -> String {
        let nearestMillisecond = Date(
            timeIntervalSinceReferenceDate: (instant.timeIntervalSinceReferenceDate * 1_000).rounded() / 1_000)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: nearestMillisecond)
        guard let year = parts.year, let month = parts.month, let day = parts.day, let hour = parts.hour,
            let minute = parts.minute
        else {
            throw SpecFailure("the calendar gives the local time", expected: "a date", seen: "\(instant)")
        }
        return LocalTime(year, month, day, hour, minute).shown
    }

    /// Sets the clock to a local time.
    public func setClock(to time: LocalTime) throws {
        clock.set(try date(time))
    }
}

/// A wall-clock time: what a user reads on a clock in some time zone.
public struct LocalTime: Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int
    public let hour: Int
    public let minute: Int
    public let second: Double

    public init(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Double = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The last instant a report can show of this day: 23:59:59.5.
    public var lastHalfSecond: LocalTime { LocalTime(year, month, day, 23, 59, 59.5) }

    /// The wall-clock time `days` days and `hours` hours later, by the calendar (not by elapsed time).
    public func adding(days: Int, hours: Int = 0) -> LocalTime {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let start = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        guard let date = calendar.date(from: start),
            let later = calendar.date(byAdding: DateComponents(day: days, hour: hours), to: date)
        else { return self }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: later)
        return LocalTime(
            parts.year ?? year, parts.month ?? month, parts.day ?? day, parts.hour ?? hour, parts.minute ?? minute,
            second)
    }

    /// `yyyy-MM-dd HH:mm`, as a report row shows it.
    public var shown: String {
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(twoDigits(month))-\(twoDigits(day)) \(twoDigits(hour)):\(twoDigits(minute))"
    }

    /// `yyyy-MM-dd HH:mm:ss`, with milliseconds when they are not zero: `2025-05-14 23:59:59.500`.
    public var description: String {
        let milliseconds = Int((second * 1_000).rounded())
        let whole = milliseconds / 1_000
        let fraction = milliseconds % 1_000
        let seconds = whole < 10 ? "0\(whole)" : "\(whole)"
        guard fraction != 0 else { return "\(shown):\(seconds)" }
        let padded = String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
        return "\(shown):\(seconds).\(padded)"
    }
}

/// A folder with a UUID name, for a spec's files (a database, a generated source) or a benchmark's;
/// `remove()` deletes it with what it holds.
public struct TemporaryFolder: Sendable {
    public let url: URL

    /// A new folder whose name starts with `prefix`: in memory-backed storage when the machine has it
    /// (`/dev/shm` on Linux), else in the temporary directory; on the disk when `onDisk` is true.
    ///
    /// A test run saves thousands of expenses, and SQLite syncs each save to the disk and each folder
    /// is made and removed on it: in memory that waits for nothing (Swift Testing took 2.7 s here, 2.1 s
    /// in memory). The apps do exactly the same (their files, locks and syncs are real); only the
    /// storage under the files is faster. A benchmark measures the disk, so it asks for it.
    ///
    /// The name carries the process id (`expenses-spec-pid4242-…`). A process stopped by Ctrl-C or
    /// SIGTERM removes its folders before it ends (`LiveFolders`); one killed outright (SIGKILL) cannot,
    /// and the first folder a later process makes clears every folder whose process has ended.
    public init(prefix: String = "expenses-spec", onDisk: Bool = false) throws {
        let parent = onDisk ? FileManager.default.temporaryDirectory : Self.scratch
        _ = Self.staleFoldersCleared
        url = parent.appendingPathComponent(
            "\(prefix)-pid\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        LiveFolders.add(url)
    }

    /// Removes, once a process, the folders of processes that have ended, in both places folders go.
    private static let staleFoldersCleared: Void = {
        for parent in Set([scratch, FileManager.default.temporaryDirectory].map(\.standardizedFileURL)) {
            clearStaleFolders(in: parent)
        }
    }()

    /// Removes the folders in `parent` that this type made for a process that has ended; nothing else.
    public static func clearStaleFolders(in parent: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names {
            guard let pid = ownerProcess(ofFolderNamed: name), !isRunning(pid) else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// The process id in a folder name this type made (`<prefix>-pid<N>-<UUID>`), if it is one.
    public static func ownerProcess(ofFolderNamed name: String) -> Int32? {
        // Shorter than "-pid1-" and a UUID: not one of ours. A shared temporary directory can hold tens
        // of thousands of names, and every test process reads them all once: this check is the cheap one.
        guard name.utf8.count >= 42 else { return nil }
        let parts = name.components(separatedBy: "-pid")
        guard parts.count >= 2, let last = parts.last else { return nil }
        let digits = last.prefix { $0.isNumber }
        let rest = last.dropFirst(digits.count)
        guard !digits.isEmpty, rest.hasPrefix("-"), UUID(uuidString: String(rest.dropFirst())) != nil else {
            return nil
        }
        return Int32(digits)
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Where test folders go: `/dev/shm` when it is a folder this process can write in, else the
    /// temporary directory. (Not for programs a test runs: `/dev/shm` may forbid running them.)
    private static let scratch: URL = {
        let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: memory.path, isDirectory: &isFolder), isFolder.boolValue,
            FileManager.default.isWritableFile(atPath: memory.path)
        else { return FileManager.default.temporaryDirectory }
        return memory
    }()

    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names of the files in the folder, sorted.
    public func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
        LiveFolders.remove(url)
    }
}

/// A row of a report, as a spec expects it.
public func row(_ date: String, _ title: String, _ amount: String, _ comment: String = "") -> ReportRowText {
    ReportRowText(date: date, title: title, amount: amount, comment: comment)
}

/// The screen `screen` if it is open, or a failure showing what is on screen instead.
@MainActor
public func unwrap<Screen>(
    _ screen: Screen?,
    _ what: String,
    _ app: any ExpenseTrackerDriver,
    file: String = #filePath,
    line: Int = #line
) throws -> Screen {
    guard let screen else {
        throw SpecFailure("\(what) is open", expected: what, seen: app.visibleText, file: file, line: line)
    }
    return screen
}
