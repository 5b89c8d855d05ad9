import KataHarness
import XCTest

final class RefactoredExpenseTrackerTests: XCTestCase, SpecTestCase {
    static let app = App.expenses
    static let implementation = Implementation.refactored
}
