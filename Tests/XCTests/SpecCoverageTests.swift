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
                let generated = classes.first?.specNames ?? []
                let missing = catalogue.filter { !generated.contains($0) }
                let gone = generated.filter { !catalogue.contains($0) }

                // Names only, not the two lists: they are as long as the catalogue.
                let stale = [
                    missing.isEmpty ? nil : "no test for \(missing.joined(separator: ", "))",
                    gone.isEmpty ? nil : "a test of no spec: \(gone.joined(separator: ", "))",
                ].compactMap { $0 }
                XCTAssert(
                    classes.count == 1 && generated == catalogue,
                    "The \(implementation.displayName) \(app.displayName) tests are stale ("
                        + (stale.isEmpty ? "not in the catalogue's order" : stale.joined(separator: "; "))
                        + "). Run: swift run kata generate-tests")
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
