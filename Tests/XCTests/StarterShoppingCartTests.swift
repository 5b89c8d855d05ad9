import KataHarness
import XCTest

final class StarterShoppingCartTests: XCTestCase, SpecTestCase {
    static let app = App.cart
    static let implementation = Implementation.starter
}
