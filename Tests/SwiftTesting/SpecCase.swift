import KataHarness
import KataSubjects
import Testing

/// One spec on one implementation: a case of a parameterised test, named by both.
struct SpecCase: Sendable, CustomTestStringConvertible {
    let spec: Spec
    let implementation: Implementation

    var testDescription: String {
        "\(spec.name) [\(implementation.displayName)]"
    }

    static func cases(for app: App) -> [SpecCase] {
        Catalogue.specs(for: app).flatMap { spec in
            Implementation.allCases
                .filter { spec.applies(to: $0.subject) }
                .map { SpecCase(spec: spec, implementation: $0) }
        }
    }

    /// Runs the spec and records its failure at the line of the spec that failed.
    @MainActor
    func check() async {
        switch await SpecRunner.run(spec, on: implementation.subject) {
        case .passed, .notYet:
            return
        case .failed(let failure):
            swiftTestingFailures.record(spec, on: implementation)
            Issue.record(
                "\(implementation.displayName) \(spec.id): \(failure)",
                sourceLocation: SourceLocation(
                    fileID: "KataHarness/\(failure.file.split(separator: "/").last ?? "")",
                    filePath: failure.file,
                    line: failure.line,
                    column: 1
                )
            )
        case .threw(let error):
            swiftTestingFailures.record(spec, on: implementation)
            Issue.record("\(implementation.displayName) \(spec.id) threw: \(error)")
        case .crashed(let reason):
            Issue.record("\(implementation.displayName) \(spec.id) crashed: \(reason)")
        }
    }
}
