import Foundation
import KataHarness
import XCTest

/// Fails when a spec of the catalogue has no test method in one of the XCTest classes, or when a
/// class has a method for a spec the catalogue does not have.
final class SpecCoverageTests: XCTestCase {
    func test_everyXCTestClass_hasOneMethodPerSpecOfItsApp() throws {
        var problems: [String] = []

        for app in App.allCases {
            let expected = Catalogue.specs(for: app).map(\.name)
            for implementation in Implementation.allCases {
                let className = "\(implementation.displayName)\(typeName(of: app))Tests"
                let methods = try testMethodNames(inFile: "\(className).swift")
                for name in expected where !methods.contains(name) {
                    problems.append(
                        "\(className) lacks: func test_\(name)() async throws { try await run(\"\(name)\") }")
                }
                for name in methods where !expected.contains(name) {
                    problems.append("\(className) has test_\(name), which is not a \(app.displayName) spec")
                }
            }
        }

        XCTAssertTrue(problems.isEmpty, "\n" + problems.joined(separator: "\n"))
    }

    func test_catalogue_hasUniqueSpecNamesWithinEachApp() {
        for app in App.allCases {
            let names = Catalogue.specs(for: app).map(\.name)
            let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys

            XCTAssertTrue(repeated.isEmpty, "\(app.displayName) repeats spec names: \(repeated.sorted())")
        }
    }

    // MARK: - Helpers

    private func typeName(of app: App) -> String {
        switch app {
        case .expenses: "ExpenseTracker"
        case .cart: "ShoppingCart"
        case .registration: "Registration"
        }
    }

    private func testMethodNames(inFile fileName: String) throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let source = try String(contentsOf: folder.appendingPathComponent(fileName), encoding: .utf8)
        return source.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "func test_"),
                let end = line.range(of: "(", range: start.upperBound..<line.endIndex)
            else { return nil }
            return String(line[start.upperBound..<end.lowerBound])
        }
    }
}
