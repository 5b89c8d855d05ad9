import ImplementationAdapters
import Specs
import Testing

/// Runs one spec of the catalogue on one implementation, as a Swift Testing test.
enum SpecCheck {
    /// Runs the spec and records its failure at the line of the spec that failed.
    @MainActor
    static func run(_ app: App, _ name: String, on implementation: Implementation) async {
        guard let spec = Catalogue.spec(app, name) else {
            Issue.record("The catalogue has no \(app.displayName) spec named \(name).")
            return
        }
        switch await SpecRunner.run(spec, on: implementation.adapters) {
        case .passed, .notYet:
            return
        case .failed(let failure):
            swiftTestingFailures.record(spec, on: implementation)
            Issue.record(
                "\(implementation.displayName) \(spec.id): \(failure)",
                sourceLocation: SourceLocation(
                    fileID: "Specs/\(failure.file.split(separator: "/").last ?? "")",
                    filePath: failure.file,
                    line: failure.line,
                    column: 1
                )
            )
        case .threw(let error):
            swiftTestingFailures.record(spec, on: implementation)
            Issue.record("\(implementation.displayName) \(spec.id) threw: \(error)")
        case .crashed(let reason):
            swiftTestingFailures.record(spec, on: implementation)
            Issue.record("\(implementation.displayName) \(spec.id) crashed: \(reason)")
        }
    }

    /// Whether the spec belongs to a change request `implementation` has not declared done: the
    /// generated test is then skipped, with the change request named, as XCTest skips it.
    static func isNotYet(_ app: App, _ name: String, on implementation: Implementation) -> Bool {
        guard let spec = Catalogue.spec(app, name) else { return false }
        return !spec.applies(to: implementation.adapters)
    }
}
