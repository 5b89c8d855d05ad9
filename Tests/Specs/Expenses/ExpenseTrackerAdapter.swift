import Foundation

/// Makes an implementation's expense tracker for a spec.
public protocol ExpenseTrackerAdapter: Sendable {
    /// Launches a fresh expense tracker, as its entry point would, showing the Reports list.
    /// Throws `ExpenseTrackerLaunchFailure` with the message the user sees when the app refuses to start.
    @MainActor
    func launch(_ configuration: ExpenseTrackerConfiguration) throws -> any ExpenseTrackerDriver
}

/// Where an expense tracker keeps its entries.
public enum ExpenseDatabaseLocation: Hashable, Sendable {
    /// No file: the entries live as long as the app runs.
    case inMemory
    /// A SQLite database file.
    case file(URL)
}

extension ExpenseDatabaseLocation: CustomStringConvertible {
    /// As a failure names it: `in memory`, or `the file expenses.sqlite`. Never the whole path: a spec's
    /// folder is new in every process, and `kata check` takes failures that differ between its runs for
    /// code that depends on hashing order.
    public var description: String {
        switch self {
        case .inMemory: "in memory"
        case .file(let url): "the file \(url.lastPathComponent)"
        }
    }
}

/// What a spec decides before it launches an expense tracker: the clock, the time zone and the database.
public struct ExpenseTrackerConfiguration: Sendable {
    public let now: @Sendable () -> Date
    public let timeZone: TimeZone
    public let database: ExpenseDatabaseLocation
    /// Whether the app starts with its sample expenses when the database has none (see Decisions.md).
    public let sampleData: Bool

    public init(
        now: @escaping @Sendable () -> Date,
        timeZone: TimeZone,
        database: ExpenseDatabaseLocation,
        sampleData: Bool = false
    ) {
        self.now = now
        self.timeZone = timeZone
        self.database = database
        self.sampleData = sampleData
    }

    /// The database file, or `nil` for a tracker kept in memory.
    public var databaseFile: URL? {
        guard case .file(let url) = database else { return nil }
        return url
    }
}

/// The app refused to start; `message` is exactly what the user sees.
public struct ExpenseTrackerLaunchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { "the app refused to start: \(message)" }
}
