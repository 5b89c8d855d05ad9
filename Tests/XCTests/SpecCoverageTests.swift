import Specs
import XCTest

/// Fails when the generated spec classes no longer match the spec catalogue (a spec added, renamed or
/// removed without running `swift run kata generate-tests`), or when two specs of an app share a name.
/// XCTest on Linux runs only the methods a class spells out, so a spec missing from a class would not run.
final class SpecCoverageTests: XCTestCase {
    private static let generated: [any SpecTestCase.Type] = [
        StarterExpenseTrackerTests.self, StarterShoppingCartTests.self, StarterRegistrationTests.self,
        RefactoredExpenseTrackerTests.self, RefactoredShoppingCartTests.self, RefactoredRegistrationTests.self,
    ]

    func test_generatedTests_haveAMethodForEverySpecOfTheCatalogueOnEveryImplementation() {
        for app in App.allCases {
            for implementation in Implementation.allCases {
                let classes = Self.generated.filter { $0.app == app && $0.implementation == implementation }
                let catalogue = Catalogue.specs(for: app).map(\.name)

                XCTAssertEqual(
                    classes.map { $0.specNames }, [catalogue],
                    "The \(implementation.displayName) \(app.displayName) class is stale. Run: swift run kata generate-tests"
                )
            }
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
