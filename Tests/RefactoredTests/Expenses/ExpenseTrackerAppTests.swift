import ExpensesComposition
import ExpensesDomain
import Foundation
import SwiftTestingVerdict
import Testing

@MainActor
@Suite(.unitTestVerdict)
final class ExpenseTrackerAppTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "expense-tracker-app-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func addSampleExpenses_showsThemInTodayOnNewDatabase() throws {
        let sut = try makeSUT(file: folder.appendingPathComponent("new.sqlite"))

        sut.addSampleExpenses()
        sut.reportsScreen.select(.today)

        #expect(sut.reportsScreen.openReport?.viewModel.rows.map(\.title) == ["Coffee", "Lunch", "Train ticket"])
    }

    @Test func init_opensWithoutExpensesWhenSampleExpensesAreNotAsked() throws {
        let sut = try makeSUT(file: nil)

        sut.reportsScreen.select(.today)

        #expect(sut.reportsScreen.openReport?.viewModel.rows.isEmpty == true)
    }

    @Test func init_throwsTheRefusalToShowOnFileThatIsNotAnExpenseDatabase() throws {
        let file = folder.appendingPathComponent("notes.txt")
        try Data("not a database".utf8).write(to: file)

        let error = #expect(throws: ExpenseTrackerLaunchError.self) { try self.makeSUT(file: file) }

        #expect(error?.message == "notes.txt is not an expense database. Nothing was changed.")
    }

    // MARK: - Helpers

    private func makeSUT(file: URL?) throws(ExpenseTrackerLaunchError) -> ExpenseTrackerApp {
        let noon = Date(timeIntervalSinceReferenceDate: 768_000_000)
        return try ExpenseTrackerApp(databaseFile: file, timeZone: .gmt, now: { noon })
    }
}
