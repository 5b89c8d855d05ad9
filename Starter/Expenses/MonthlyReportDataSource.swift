import Foundation
import SQLiteDatabase

/// Loads this month's expenses from the database and turns them into rows.
public final class MonthlyReportDataSource {
    public private(set) var records: [ExpenseRecord] = []
    public private(set) var errorMessage: String?

    public var numberOfRows: Int { records.count }

    /// Reads the expenses from the 1st of this month at midnight to the 1st of next month, newest first.
    public func reload() {
        let app = ExpenseTrackerApp.shared!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = app.timeZone
        guard let startOfMonth = calendar.date(from: calendar.dateComponents([.year, .month], from: app.now())),
            let startOfNextMonth = calendar.date(byAdding: .month, value: 1, to: startOfMonth)
        else { return }
        do {
            let rows = try app.database.query(
                "SELECT * FROM expenses WHERE date >= ? AND date < ? ORDER BY date DESC, seq ASC",
                [
                    .real(startOfMonth.timeIntervalSinceReferenceDate),
                    // Where the clocks skip midnight, the month starts at 01:00 and a month later is 01:00 too:
                    // the next month still starts at its own midnight.
                    .real(calendar.startOfDay(for: startOfNextMonth).timeIntervalSinceReferenceDate),
                ])
            records = rows.map { ExpenseRecord(row: $0) }
            errorMessage = nil
        } catch {
            records = []
            errorMessage = "Could not load the expenses."
        }
    }

    public func cell(at index: Int) -> ExpenseCell {
        let record = records[index]
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = ExpenseTrackerApp.shared.timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return ExpenseCell(
            dateText: formatter.string(from: record.date),
            titleText: record.title,
            amountText: formatAmount(Double(record.amountInCents) / 100),
            commentText: record.comment
        )
    }

    /// `Total` and the sum of the rows. Summed as Decimal cents: a Double total was off by a cent once.
    public var totalText: String {
        let cents = records.reduce(Decimal(0)) { $0 + Decimal($1.amountInCents) }
        let digits = String(repeating: "0", count: max(0, 3 - "\(cents)".count)) + "\(cents)"
        return "Total \(digits.dropLast(2)).\(digits.suffix(2))"
    }

    public func deleteRow(at index: Int) {
        guard records.indices.contains(index) else { return }
        do {
            try records[index].delete(from: ExpenseTrackerApp.shared.database)
        } catch {
            errorMessage = "Could not delete the expense. Please try again."
            return
        }
        reload()
    }
}
