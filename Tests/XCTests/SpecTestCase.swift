import KataHarness
import KataSubjects
import XCTest

/// An XCTest class that runs the catalogue's specs of one app against one implementation.
///
/// XCTest on Linux does not run test methods inherited from a base class, so each class lists one
/// method per spec, each a call to `run(_:)`. The classes are generated from the catalogue into
/// `Generated/` by `swift run kata generate-tests`; `SpecCoverageTests` fails when they are stale.
protocol SpecTestCase: XCTestCase {
    static var app: App { get }
    static var implementation: Implementation { get }
}

extension SpecTestCase {
    /// Runs the spec named `name`; a failure points at the calling test method.
    func run(_ name: String, file: StaticString = #filePath, line: UInt = #line) async throws {
        let implementation = Self.implementation
        await MainActor.run { SpecVerdictObserver.registered }
        guard let spec = Catalogue.spec(Self.app, name) else {
            XCTFail("The catalogue has no \(Self.app.displayName) spec named \(name).", file: file, line: line)
            return
        }
        switch await SpecRunner.run(spec, on: implementation.subject) {
        case .passed:
            return
        case .notYet(let changeRequest):
            throw XCTSkip(
                "\(changeRequest.code) (\(changeRequest.title)) is not declared done for \(implementation.displayName): run `swift run kata` to see where to declare it."
            )
        case .failed(let failure):
            xcTestFailures.record(spec, on: implementation)
            XCTFail("\(implementation.displayName) \(spec.id): \(failure)", file: file, line: line)
        case .threw(let error):
            xcTestFailures.record(spec, on: implementation)
            XCTFail("\(implementation.displayName) \(spec.id) threw: \(error)", file: file, line: line)
        case .crashed(let reason):
            XCTFail("\(implementation.displayName) \(spec.id) crashed: \(reason)", file: file, line: line)
        }
    }
}
