import Foundation
import KataHarness

/// The expense tracker in use.
@MainActor
final class ExpensePlaySession: PlaySession {
    private let app: any ExpenseTrackerDriver
    private let clock: ManualClock?
    private let timeZone: TimeZone

    init(subject: Subject, arguments: Arguments) throws {
        let zoneName = arguments.value("--time-zone")
        guard let timeZone = zoneName.map({ TimeZone(identifier: $0) }) ?? TimeZone.current else {
            throw UsageError(message: "unknown time zone \(zoneName ?? ""); use an identifier like Europe/Paris.")
        }
        if let start = arguments.value("--now") {
            guard let instant = ISO8601DateFormatter().date(from: start) else {
                throw UsageError(message: "--now takes an ISO 8601 instant, e.g. 2025-05-14T12:00:00Z.")
            }
            clock = ManualClock(instant)
        } else {
            clock = nil
        }
        self.timeZone = timeZone
        let clock = clock
        let database = arguments.value("--database").map { ExpenseDatabaseLocation.file(URL(fileURLWithPath: $0)) }
        app = try subject.expenses.launch(
            ExpenseTrackerConfiguration(
                now: { clock?.now ?? Date() }, timeZone: timeZone, database: database ?? .inMemory,
                sampleData: arguments.has("--sample-data")))
    }

    let commands = """
        Commands:
          open <report>           open a report of the Reports list, e.g. open Today
          delete <row>            delete a row of the open report (1 is the top row)
          back                    back to the Reports list
          add                     open the Add Expense screen
          title <text>            type into Title (likewise amount <text>, comment <text>)
          date <yyyy-MM-dd HH:mm> pick the date, in the tracker's time zone
          save, cancel            tap Save or Cancel
          restart                 close the app and open it again on the same database
          wait <seconds>          let time pass (only with --now)
        """

    var screen: String { app.visibleText }

    func perform(_ command: String, _ rest: String) async throws -> String? {
        switch command {
        case "open": app.selectReport(rest)
        case "delete": app.deleteReportRow(at: try rowIndex(rest))
        case "back": app.goBack()
        case "add": app.tapAddExpense()
        case "title": app.type(rest, into: .title)
        case "amount": app.type(rest, into: .amount)
        case "comment": app.type(rest, into: .comment)
        case "date": app.pickDate(try date(rest))
        case "save": app.tapSave()
        case "cancel": app.tapCancel()
        case "restart": try app.relaunch()
        case "wait":
            guard let clock else { throw SessionError(message: "The clock is real: start with --now to move it.") }
            guard let seconds = Double(rest), seconds >= 0 else {
                throw SessionError(message: "Give a number of seconds, e.g. wait 3600.")
            }
            clock.advance(by: seconds)
        default: throw SessionError.unknown(command)
        }
        return nil
    }

    private func date(_ text: String) throws -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        guard let date = formatter.date(from: text) else {
            throw SessionError(message: "Give a date like 2025-05-14 12:30.")
        }
        return date
    }
}
