import KataHarness
import KataSubjects
import Testing

/// Runs one spec of the catalogue on one implementation, as a Swift Testing test.
enum SpecCheck {
    /// Runs the spec and records its failure at the line of the spec that failed. A spec of a change
    /// request the implementation has not declared done passes without running, as in `kata`.
    @MainActor
    static func run(_ app: App, _ name: String, on implementation: Implementation) async {
        guard let spec = Catalogue.spec(app, name) else {
            Issue.record("The catalogue has no \(app.displayName) spec named \(name).")
            return
        }
        switch await SpecRunner.run(spec, on: implementation.subject) {
        case .passed, .notYet:
            return
        case .failed(let failure):
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
            Issue.record("\(implementation.displayName) \(spec.id) threw: \(error)")
        }
    }
}
