import Foundation
import KataHarness
import Testing

/// Fails when a spec of the catalogue has no test in one of the files of `Specs/`, or when a file has
/// a test for a spec the catalogue does not have. Swift Testing's `--filter` matches test names, not
/// arguments: one test a spec is what lets `swift test --filter <spec name>` select it.
@Suite("Spec test coverage")
struct SpecTestCoverageTests {
    @Test(arguments: App.allCases)
    func everySpecsFile_hasOneTestPerSpecOfItsApp(app: App) throws {
        var problems: [String] = []
        let expected = Catalogue.specs(for: app).map(\.name)

        for implementation in Implementation.allCases {
            let typeName = "\(implementation.displayName)\(Self.typeName(of: app))"
            let tests = try testNames(inFile: "Specs/\(typeName).swift")
            for name in expected where !tests.contains(name) {
                problems.append(
                    "\(typeName) lacks: @Test func \(name)() async { await SpecCheck.run(.\(app), \"\(name)\", "
                        + "on: .\(implementation)) }")
            }
            for name in tests where !expected.contains(name) {
                problems.append("\(typeName) has \(name), which is not a \(app.displayName) spec")
            }
        }

        #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
    }

    // MARK: - Helpers

    private static func typeName(of app: App) -> String {
        switch app {
        case .expenses: "ExpenseTracker"
        case .cart: "ShoppingCart"
        case .registration: "Registration"
        }
    }

    private func testNames(inFile path: String) throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        return source.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "@Test func "),
                let end = line.range(of: "(", range: start.upperBound..<line.endIndex)
            else { return nil }
            return String(line[start.upperBound..<end.lowerBound])
        }
    }
}
