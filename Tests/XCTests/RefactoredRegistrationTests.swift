import KataHarness
import XCTest

final class RefactoredRegistrationTests: XCTestCase, SpecTestCase {
    static let app = App.registration
    static let implementation = Implementation.refactored
}
