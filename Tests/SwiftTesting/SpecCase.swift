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

    /// The specs of `app` that apply to `implementation`.
    static func cases(for app: App, on implementation: Implementation) -> [SpecCase] {
        Catalogue.specs(for: app)
            .filter { $0.applies(to: implementation.subject) }
            .map { SpecCase(spec: $0, implementation: implementation) }
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
