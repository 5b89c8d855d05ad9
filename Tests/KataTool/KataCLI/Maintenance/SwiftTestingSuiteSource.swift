import KataHarness

/// The source of one generated Swift Testing suite: one `@Test` per spec of `app`, named as the
/// catalogue names it, each running that spec against `implementation`.
///
/// Swift Testing's `--filter` matches test names, not the arguments of a parameterised test: one test
/// a spec is what lets `swift test --filter <spec name>` select it. The Starter's suites join the
/// serialized `OneAppAtATime` suite (the Starter keeps global state); the Refactored's run in parallel.
struct SwiftTestingSuiteSource: SpecTestSource {
    let app: App
    let implementation: Implementation
    let specs: [Spec]

    var specNames: [String] { specs.map(\.name) }

    /// `StarterExpenseTracker`: the implementation and the app.
    var typeName: String { implementation.displayName + app.typeName }

    var fileName: String { typeName + ".swift" }

    var text: String {
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
            /// The \(app.displayName.lowercased()) specs on the \(implementation.displayName), one test per spec, so that
            /// `swift test --filter <spec name>` or `--filter \(typeName)` selects them.
            @Suite("\(title)"\(implementation == .starter ? "" : ", .specVerdict"))
            struct \(typeName) {
            \(tests.map { $0.indented(by: 4) }.joined(separator: "\n"))
            }
            """
        let body = implementation == .starter ? "extension OneAppAtATime {\n\(suite.indented(by: 4))\n}" : suite
        return """
            // swift-format-ignore-file
            \(GeneratedSpecTests.marker)
            // After adding, renaming or removing a spec in Tests/Harness, run that command again.

            import KataHarness
            import Testing

            \(body)

            """
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
