import KataHarness
import XCTest

final class StarterExpenseTrackerTests: XCTestCase, SpecTestCase {
    static let app = App.expenses
    static let implementation = Implementation.starter
}
