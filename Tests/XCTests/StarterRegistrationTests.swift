import KataHarness
import XCTest

final class StarterRegistrationTests: XCTestCase, SpecTestCase {
    static let app = App.registration
    static let implementation = Implementation.starter
}
