import ExpensesDomain
import Foundation
import Observation

/// A report: the expenses of its range's current period, newest first, and their total. Rows can be deleted.
///
/// The screen loads and deletes through its two roles; `ReportPresenter` decides what that looks like.
@MainActor
@Observable
public final class ReportScreen {
    /// What the screen shows now: its title, rows, total and messages.
    public private(set) var viewModel: ReportViewModel

    private let presenter: ReportPresenter
    private let loader: any ExpenseLoader
    private let deleter: any ExpenseDeleter
    private let now: () -> Date

    public init(
        presenter: ReportPresenter,
        loader: any ExpenseLoader,
        deleter: any ExpenseDeleter,
        now: @escaping () -> Date
    ) {
        self.presenter = presenter
        self.loader = loader
        self.deleter = deleter
        self.now = now
        viewModel = presenter.viewModel(for: [])
    }

    /// Reads the period that contains the current instant.
    public func load() {
        guard let period = presenter.period(at: now()), let expenses = try? loader.expenses(in: period) else {
            viewModel = presenter.loadFailed()
            return
        }
        viewModel = presenter.viewModel(for: expenses)
    }

    /// Deletes the expense of the row at `index` (0 is the top row) and reloads; a row not shown
    /// changes nothing.
    public func deleteRow(at index: Int) {
        guard viewModel.rows.indices.contains(index) else { return }
        do {
            try deleter.deleteExpense(withID: viewModel.rows[index].id)
            load()
        } catch {
            viewModel = presenter.deleteFailed(viewModel)
        }
    }

    public func render() -> String {
        presenter.text(of: viewModel)
    }
}
