import Foundation

/// What an expense-tracker user can do, for the differential runner: add entries (valid, invalid or
/// hostile), cancel, open any report, delete a row, go back, close and reopen the app, and let time pass.
public struct ExpenseTrackerModel: DifferentialModel {
    /// Where and when the tracker runs, and where it keeps its entries.
    public struct Setup: Sendable {
        let zone: String
        let start: Date
        let usesFile: Bool
        let sampleData: Bool
    }

    public enum Action: DifferentialAction {
        case add(title: String, amount: String, comment: String, secondsFromNow: Double?, save: Bool)
        case openReport(String)
        case deleteRow(Int)
        case goBack
        case relaunch
        case letTimePass(seconds: Double)

        public var step: String {
            switch self {
            case .add(let title, let amount, let comment, let offset, let save):
                "the user adds title \(title.debugDescription), amount \(amount.debugDescription), "
                    + "comment \(comment.debugDescription)"
                    + (offset.map { " dated \($0) seconds from now" } ?? "")
                    + (save ? " and taps Save" : " and taps Cancel")
            case .openReport(let title): "the user opens the report \(title.debugDescription)"
            case .deleteRow(let index): "the user deletes row \(index) of the open report"
            case .goBack: "the user goes back to the Reports list"
            case .relaunch: "the user closes the app and opens it again"
            case .letTimePass(let seconds): "\(seconds) seconds pass"
            }
        }

        public var plainer: [Action] {
            guard case .add(let title, let amount, let comment, let offset, let save) = self else { return [] }
            let titles = PlainText.forms(of: title, ["Lunch", ""]).map {
                Action.add(title: $0, amount: amount, comment: comment, secondsFromNow: offset, save: save)
            }
            let amounts = PlainText.forms(of: amount, ["1", "x", ""]).map {
                Action.add(title: title, amount: $0, comment: comment, secondsFromNow: offset, save: save)
            }
            let comments = PlainText.forms(of: comment, [""]).map {
                Action.add(title: title, amount: amount, comment: $0, secondsFromNow: offset, save: save)
            }
            return titles + amounts + comments
        }

        public var code: String {
            switch self {
            case .add(let title, let amount, let comment, let offset, let save):
                "app.tapAddExpense(); app.type(\(title.debugDescription), into: .title); "
                    + "app.type(\(amount.debugDescription), into: .amount); "
                    + "app.type(\(comment.debugDescription), into: .comment); "
                    + (offset.map { "app.pickDate(clock.now + \($0)); " } ?? "")
                    + (save ? "app.tapSave()" : "app.tapCancel()")
            case .openReport(let title): "app.selectReport(\(title.debugDescription))"
            case .deleteRow(let index): "app.deleteReportRow(at: \(index))"
            case .goBack: "app.goBack()"
            case .relaunch: "try app.relaunch()"
            case .letTimePass(let seconds): "clock.advance(by: \(seconds))"
            }
        }
    }

    /// A running tracker, its clock, and the folder of its database file.
    public final class World {
        let app: any ExpenseTrackerDriver
        let clock: ManualClock
        let folder: TemporaryFolder?

        init(app: any ExpenseTrackerDriver, clock: ManualClock, folder: TemporaryFolder?) {
            self.app = app
            self.clock = clock
            self.folder = folder
        }
    }

    public let app = App.expenses
    private let changeRequests: Set<ChangeRequest>

    public init(changeRequests: Set<ChangeRequest>) {
        self.changeRequests = changeRequests
    }

    public func randomSetup(using generator: inout SeededRandom) -> Setup {
        let start = Self.startInstants.randomElement(using: &generator)!
        return Setup(
            zone: Self.zones.randomElement(using: &generator)!,
            start: start + Double(Int.random(in: -7_200...7_200, using: &generator)),
            usesFile: Int.random(in: 0..<3, using: &generator) == 0,
            sampleData: Int.random(in: 0..<4, using: &generator) == 0
        )
    }

    public func given(_ setup: Setup) -> String {
        "an expense tracker in \(setup.zone), its clock at \(setup.start) "
            + "(timeIntervalSinceReferenceDate \(setup.start.timeIntervalSinceReferenceDate)), "
            + (setup.usesFile ? "with a new database file" : "in memory")
            + (setup.sampleData ? ", started with sample data" : "")
    }

    public func randomActions(using generator: inout SeededRandom) -> [Action] {
        var reports = ["Today", "This Month"]
        if changeRequests.contains(.weeklyReport) { reports.append("This Week") }
        return (0..<Int.random(in: 1...16, using: &generator)).map { _ in
            generator.pick([
                (6, add(using: &generator)),
                (4, .openReport(reports.randomElement(using: &generator)!)),
                (2, .deleteRow(Int.random(in: -1...3, using: &generator))),
                (1, .goBack),
                (1, .relaunch),
                (2, .letTimePass(seconds: Self.durations.randomElement(using: &generator)!)),
            ])
        }
    }

    @MainActor
    public func start(_ setup: Setup, on adapters: Adapters) async throws -> World {
        let clock = ManualClock(setup.start)
        let folder = setup.usesFile ? try TemporaryFolder() : nil
        let database = folder.map { ExpenseDatabaseLocation.file($0.file("expenses.sqlite")) } ?? .inMemory
        let configuration = ExpenseTrackerConfiguration(
            now: { clock.now }, timeZone: TimeZone(identifier: setup.zone)!, database: database,
            sampleData: setup.sampleData)
        return World(app: try adapters.expenses.launch(configuration), clock: clock, folder: folder)
    }

    @MainActor
    public func perform(_ action: Action, in world: World) async throws -> String {
        let app = world.app
        switch action {
        case .add(let title, let amount, let comment, let offset, let save):
            app.tapAddExpense()
            app.type(title, into: .title)
            app.type(amount, into: .amount)
            app.type(comment, into: .comment)
            if let offset { app.pickDate(world.clock.now + offset) }
            save ? app.tapSave() : app.tapCancel()
        case .openReport(let title): app.selectReport(title)
        case .deleteRow(let index): app.deleteReportRow(at: index)
        case .goBack: app.goBack()
        case .relaunch: try app.relaunch()
        case .letTimePass(let seconds): world.clock.advance(by: seconds)
        }
        return await view(of: world)
    }

    @MainActor
    public func view(of world: World) async -> String {
        shared(world.app.visibleText)
    }

    @MainActor
    public func finish(_ world: World) async {
        world.folder?.remove()
    }

    /// The text without the `This Week` row when only one implementation has the weekly report.
    private func shared(_ text: String) -> String {
        guard !changeRequests.contains(.weeklyReport), text.contains("This Week") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("This Week") || $0.trimmingCharacters(in: .whitespaces) != "This Week" }
            .joined(separator: "\n")
    }

    private func add(using generator: inout SeededRandom) -> Action {
        .add(
            title: generator.pick([
                (6, Self.titles.randomElement(using: &generator)!), (2, HostileText.random(using: &generator)),
            ]),
            amount: generator.pick([
                (6, Self.validAmounts.randomElement(using: &generator)!),
                (3, Self.invalidAmounts.randomElement(using: &generator)!),
                (1, HostileText.random(using: &generator)),
            ]),
            comment: generator.pick([
                (4, ""), (3, Self.comments.randomElement(using: &generator)!),
                (2, HostileText.random(using: &generator)),
            ]),
            secondsFromNow: Int.random(in: 0..<3, using: &generator) > 0
                ? nil : Self.offsets.randomElement(using: &generator)!,
            save: Int.random(in: 0..<6, using: &generator) > 0
        )
    }

    private static let zones = [
        "UTC", "America/New_York", "Pacific/Kiritimati", "America/St_Johns", "Australia/Lord_Howe", "Asia/Kathmandu",
        "Pacific/Chatham", "Europe/London",
    ]
    /// Instants near the edges reports care about: month and year ends, a leap day, daylight-saving days.
    private static let startInstants: [Date] = [
        "2024-02-29T12:00:00Z", "2024-12-31T23:30:00Z", "2025-03-09T06:30:00Z", "2025-11-02T05:30:00Z",
        "2025-04-05T14:45:00Z", "2025-06-30T23:59:59Z", "2025-05-14T15:30:00Z", "2026-01-01T00:00:00Z",
    ].map { ISO8601DateFormatter().date(from: $0)! }
    private static let durations: [Double] = [0.5, 59, 3_600, 6 * 3_600, 86_400, 3 * 86_400, 7 * 86_400, 31 * 86_400]
    private static let offsets: [Double] = [-40 * 86_400, -86_400, -3_600, -1, -0.5, 0, 0.5, 60, 3_600, 86_400]
    private static let titles = [
        "Lunch", "  Coffee  ", "Bus", "Rent", "Lunch", "Книги", "寿司", String(repeating: "t", count: 100),
        // The limit across trimming: 100 characters once trimmed, and 101.
        " \(String(repeating: "u", count: 100))\t", " \(String(repeating: "v", count: 101)) ",
    ]
    /// With amounts a binary `Double` cannot hold (0.29, 1.15, 2.05): cents read off a `Double` show.
    private static let validAmounts = [
        "12", "12.5", "12.50", "0.99", "0.01", "1000000000.00", "007", "3.10", "0.29", "1.15", "2.05",
    ]
    private static let invalidAmounts = [
        "1000000000.01", " 12", "12,5", "-5", "0", "0.00", "1e3", "0x1p3", "inf", "nan", "12.345", "$5", "", "١٢",
    ]
    private static let comments = [
        "team lunch", "paid by card", String(repeating: "c", count: 500), String(repeating: "c", count: 501),
    ]
}
