import Foundation
import Specs

/// The expense tracker in use.
@MainActor
final class ExpensePlaySession: PlaySession {
    private let app: any ExpenseTrackerDriver
    private let clock: ManualClock?
    private let timeZone: TimeZone
    /// Without `--database` the entries are in memory: a restart opens a new, empty database.
    private let onFile: Bool
    private let implementation: Implementation

    init(adapters: Adapters, arguments: Arguments) throws {
        timeZone =
            try arguments.value(PlayCommand.timeZone).map { zoneName throws(UsageError) in
                let zones = Suggestions(names: TimeZone.knownTimeZoneIdentifiers + ["UTC", "GMT"])
                guard let timeZone = TimeZone(identifier: zones.match(zoneName) ?? zoneName) else {
                    throw UsageError(
                        message: "unknown time zone \(Arguments.echo(zoneName)). Use an identifier like Europe/Paris.",
                        suggestion: zones.suggestion(for: zoneName))
                }
                return timeZone
            } ?? .current
        clock = try arguments.value(PlayCommand.now).map { text throws(UsageError) in
            ManualClock(try PlayDate.instant(text))
        }
        let clock = clock
        let database = try arguments.value(PlayCommand.database).map { path throws(UsageError) in
            // `-` stands for the standard input elsewhere; a database cannot be read from a pipe.
            guard path != "-" else {
                throw UsageError(
                    message: "\(PlayCommand.database.name) takes a file name: a database cannot be read from the "
                        + "standard input (-). Give one, e.g. swift run kata play expenses \(PlayCommand.database.name) "
                        + "expenses.sqlite")
            }
            return ExpenseDatabaseLocation.file(URL(fileURLWithPath: path))
        }
        onFile = database != nil
        implementation = adapters.implementation
        app = try adapters.expenses.launch(
            ExpenseTrackerConfiguration(
                now: { clock?.now ?? Date() }, timeZone: timeZone, database: database ?? .inMemory,
                sampleData: arguments.has(PlayCommand.sampleData)))
    }

    let commands = """
        Commands:
          open <report>           open a report of the Reports list, e.g. open Today
          delete <row>            delete a row of the open report (0 is the top row, as in a spec)
          back                    back to the Reports list
          add                     open the Add Expense screen
          title <text>            type into Title (likewise amount <text>, comment <text>)
          date <yyyy-MM-dd HH:mm> pick the date, in the tracker's time zone
          save, cancel            tap Save or Cancel
          ok                      tap OK on an alert
          restart                 close the app and open it again on the same database
                                  (without --database, a new empty one)
          wait <seconds>          let time pass (only with --now)
        """

    let commandNames = [
        "open", "delete", "back", "add", "title", "amount", "comment", "date", "save", "cancel", "ok", "restart",
        "wait",
    ]

    var screen: String { app.visibleText }

    func perform(_ command: String, _ rest: String) async throws -> String? {
        switch command {
        case "open":
            try onReportsList()
            app.selectReport(try report(named: rest))
        case "delete":
            guard let report = app.openReport else {
                throw SessionError(message: "No report is open: open one first, e.g. open Today.")
            }
            let row = try PlayNumber.row(
                of: report.rows.count, in: "the report", example: "Give a row number, e.g. delete 0 for the top row."
            ).parse(rest)
            app.deleteReportRow(at: row)
        case "back":
            guard app.openReport != nil else {
                try onReportsList()
                throw SessionError(message: "The Reports list is already shown.")
            }
            app.goBack()
        case "add":
            try onReportsList()
            app.tapAddExpense()
        case "title", "amount", "comment":
            try onAddExpense()
            app.type(rest, into: ExpenseTextField(rawValue: command.capitalized)!)
        case "date":
            try onAddExpense()
            app.pickDate(try PlayDate.local(rest, in: timeZone))
        case "save":
            try onAddExpense()
            app.tapSave()
        case "cancel":
            try onAddExpense()
            app.tapCancel()
        case "ok":
            guard app.alertMessage != nil else { throw SessionError(message: "No alert is shown.") }
            app.dismissAlert()
        case "restart":
            try app.relaunch()
            return onFile ? nil : restartedInMemory
        case "wait": try wait(rest)
        default: throw SessionError.unknown(command, in: commandNames, meaning: ["close": "back"])
        }
        return nil
    }

    /// What a restart without `--database` did, and the command that plays on a file instead.
    private var restartedInMemory: String {
        let option = implementation == .starter ? "" : " -i \(implementation.rawValue)"
        return """
            Without --database the entries were in memory only: the restart opened a
            new, empty database. To see what a restart keeps, play on a file:
                swift run kata play expenses\(option) \(PlayCommand.database.name) expenses.sqlite
            """
    }

    private func report(named text: String) throws(SessionError) -> String {
        let titles = app.reportTitles
        let name = text.trimmingSpaces
        let reports = Suggestions(names: titles)
        guard let title = reports.match(name) else {
            let listed = "Reports: \(titles.joined(separator: ", "))."
            throw SessionError(
                message: name.isEmpty
                    ? "Name a report, e.g. open \(titles.first ?? "Today"). \(listed)"
                    : "No report named \(Arguments.quoted(name)).\(reports.didYouMean(name)) \(listed)")
        }
        return title
    }

    private func onReportsList() throws(SessionError) {
        if app.addExpenseScreen != nil {
            throw SessionError(message: "Add Expense is open: finish it with save, or cancel it.")
        }
        if app.openReport != nil {
            throw SessionError(message: "A report is open: type back to return to the Reports list.")
        }
    }

    private func onAddExpense() throws(SessionError) {
        guard app.addExpenseScreen != nil else {
            throw SessionError(message: "Add Expense is not open: type add to open it.")
        }
    }

    private func wait(_ text: String) throws(SessionError) {
        guard let clock else { throw SessionError(message: "The clock is real: start with --now to move it.") }
        let seconds = try PlayNumber(
            range: 1..<(PlayClockLimit.maximumWait + 1), example: "Give a whole number of seconds, e.g. wait 3600."
        ) { _ in
            "Give from 1 to \(PlayClockLimit.maximumWait) seconds (about 31 years) at a time."
        }.parse(text)
        guard clock.now.addingTimeInterval(Double(seconds)) < PlayClockLimit.latest else {
            throw SessionError(
                message: "The clock stops before \(PlayClockLimit.shown(PlayClockLimit.latest)): wait less.")
        }
        clock.advance(by: Double(seconds))
    }
}
