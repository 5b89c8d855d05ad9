import Specs

/// The source of one generated file of spec tests: a class or suite per implementation and app, with
/// one test per spec of `app`, named as the catalogue names it, each running that spec against
/// `implementation`, so that each test framework lists and selects each spec by name.
///
/// XCTest on Linux runs no test method a class inherits, so every class spells out its methods.
/// Swift Testing's `--filter` matches test names, not the arguments of a parameterised test: one test
/// a spec is what lets `swift test --filter <spec name>` select it. The Starter's suites join the
/// serialized `OneAppAtATime` suite (the Starter keeps global state); the Refactored's run in parallel.
struct SpecTestSource {
    let framework: GeneratedSpecTests.Framework
    let app: App
    let implementation: Implementation
    let specs: [Spec]

    /// The implementation and the app, then `Tests` for XCTest: `StarterExpenseTrackerTests`,
    /// `StarterExpenseTracker`.
    var typeName: String { implementation.displayName + app.typeName + (framework == .xctest ? "Tests" : "") }

    var fileName: String { typeName + ".swift" }

    var text: String {
        let (module, body) =
            switch framework {
            case .xctest: ("XCTest", xcTestClass)
            case .swiftTesting: ("Testing", testingSuite)
            }
        return """
            // swift-format-ignore-file
            \(GeneratedSpecTests.marker)
            // After adding, renaming or removing a spec in Tests/Specs, run that command again.

            import Specs
            import \(module)

            \(body)

            """
    }

    private var xcTestClass: String {
        let methods = specs.map { spec in
            """
                func test_\(spec.name)() async throws {
                    try await run("\(spec.name)")
                }
            """
        }
        let names = specs.map { "        \"\($0.name)\"," }
        return """
            /// The \(app.displayName.lowercased()) specs on the \(implementation.displayName), one test method per spec.
            final class \(typeName): RunLoopWakingTestCase, SpecTestCase {
                static let app = App.\(app.rawValue)
                static let implementation = Implementation.\(implementation.rawValue)
                /// The specs this class has a method for, which `SpecCoverageTests` compares with the catalogue.
                static let specNames = [
            \(names.joined(separator: "\n"))
                ]

            \(methods.joined(separator: "\n"))
            }
            """
    }

    private var testingSuite: String {
        let title = "\(implementation.displayName) \(app.displayName.lowercased())"
        let tests = specs.map { spec in
            let arguments = ".\(app.rawValue), \"\(spec.name)\", on: .\(implementation.rawValue)"
            let attribute =
                spec.changeRequest.map { changeRequest in
                    "@Test(\n    .disabled(\n        if: SpecCheck.isNotYet(\(arguments)),\n"
                        + "        \"\(changeRequest.code) (\(changeRequest.title)) is not declared done: swift run kata\"\n    )\n)\n"
                } ?? "@Test "
            return "\(attribute)func \(spec.name)() async {\n    await SpecCheck.run(\(arguments))\n}"
        }
        let suite = """
            @Suite("\(title)"\(implementation == .starter ? "" : ", .specVerdict"))
            struct \(typeName) {
                // The \(app.displayName.lowercased()) specs on the \(implementation.displayName), one test per spec, so that
                // `swift test --filter <spec name>` or `--filter \(typeName)` selects them. (Inside the suite: Swift
                // Testing prints the comment before a suite under every failure in it.)
            \(tests.map { $0.indented(by: 4) }.joined(separator: "\n"))
            }
            """
        return implementation == .starter ? "extension OneAppAtATime {\n\(suite.indented(by: 4))\n}" : suite
    }
}

extension String {
    /// Every non-empty line moved right by `count` spaces.
    fileprivate func indented(by count: Int) -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : String(repeating: " ", count: count) + $0 }
            .joined(separator: "\n")
    }
}
