import KataHarness
import XCTest

final class RefactoredShoppingCartTests: XCTestCase, SpecTestCase {
    static let app = App.cart
    static let implementation = Implementation.refactored
}
