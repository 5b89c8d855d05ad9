import KataHarness

/// The source of one generated XCTest class: one test method per spec of `app`, each running that
/// spec against `implementation`.
///
/// XCTest on Linux runs no test method a class inherits, so every class spells out its methods.
struct XCTestClassSource: SpecTestSource {
    let app: App
    let implementation: Implementation
    let specNames: [String]

    /// `StarterExpenseTrackerTests`: the implementation, the app, `Tests`.
    var className: String { implementation.displayName + app.typeName + "Tests" }

    var fileName: String { className + ".swift" }

    var text: String {
        let methods = specNames.map { name in
            """
                func test_\(name)() async throws {
                    try await run("\(name)")
                }
            """
        }
        return """
            // swift-format-ignore-file
            \(GeneratedSpecTests.marker)
            // After adding, renaming or removing a spec in Tests/Harness, run that command again.

            import KataHarness
            import XCTest

            /// The \(app.displayName.lowercased()) specs on the \(implementation.displayName), one test method per spec.
            final class \(className): RunLoopWakingTestCase, SpecTestCase {
                static let app = App.\(app.rawValue)
                static let implementation = Implementation.\(implementation.rawValue)

            \(methods.joined(separator: "\n"))
            }

            """
    }
}
