import KataCLI
import KataHarness
import XCTest

/// Fails when the generated XCTest classes no longer match the spec catalogue (a spec added, renamed or
/// removed without running `swift run kata generate-xctests`), or when two specs of an app share a name.
final class SpecCoverageTests: XCTestCase {
    func test_generatedClasses_listEverySpecOfTheCatalogueOnce() {
        let stale = GeneratedXCTests().staleFiles()

        XCTAssertTrue(
            stale.isEmpty,
            "Stale in Tests/XCTests/Generated: \(stale.joined(separator: ", ")). Run: \(GeneratedXCTests.command)"
        )
    }

    func test_catalogue_hasUniqueSpecNamesWithinEachApp() {
        for app in App.allCases {
            let names = Catalogue.specs(for: app).map(\.name)
            let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys

            XCTAssertTrue(repeated.isEmpty, "\(app.displayName) repeats spec names: \(repeated.sorted())")
        }
    }
}
