import KataCLI
import KataHarness
import XCTest

/// Fails when the generated spec tests of either framework no longer match the spec catalogue (a spec
/// added, renamed or removed without running `swift run kata generate-tests`), or when two specs of an
/// app share a name.
final class SpecCoverageTests: XCTestCase {
    func test_generatedTests_listEverySpecOfTheCatalogueOnceInEachFramework() {
        for framework in GeneratedSpecTests.Framework.allCases {
            let generated = GeneratedSpecTests(framework)
            let stale = generated.staleFiles()

            XCTAssertTrue(
                stale.isEmpty,
                "Stale in \(generated.folder.path): \(stale.joined(separator: ", ")). Run: \(GeneratedSpecTests.command)"
            )
        }
    }

    func test_catalogue_hasUniqueSpecNamesWithinEachApp() {
        for app in App.allCases {
            let names = Catalogue.specs(for: app).map(\.name)
            let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys

            XCTAssertTrue(repeated.isEmpty, "\(app.displayName) repeats spec names: \(repeated.sorted())")
        }
    }
}
