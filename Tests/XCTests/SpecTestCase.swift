import ImplementationAdapters
import Specs
import XCTest

/// An XCTest class that runs the catalogue's specs of one app against one implementation.
///
/// XCTest on Linux does not run test methods inherited from a base class, so each class lists one
/// method per spec, each a call to `run(_:)`, and inherits only what keeps XCTest from idling
/// (`RunLoopWakingTestCase`). The classes are generated from the catalogue into
/// `Generated/` by `swift run kata generate-tests`; `SpecCoverageTests` fails when they are stale.
protocol SpecTestCase: RunLoopWakingTestCase {
    static var app: App { get }
    static var implementation: Implementation { get }
    /// The specs the class has a method for, in catalogue order.
    static var specNames: [String] { get }
}

extension SpecTestCase {
    /// Runs the spec named `name`; a failure points at the calling test method.
    func run(_ name: String, file: StaticString = #filePath, line: UInt = #line) async throws {
        defer { Self.wakeMainRunLoopSoon() }
        try await Self.runSpec(name, file: file, line: line)
    }

    private static func runSpec(_ name: String, file: StaticString, line: UInt) async throws {
        let implementation = implementation
        await MainActor.run { SpecVerdictObserver.registered }
        guard let spec = Catalogue.spec(app, name) else {
            XCTFail("The catalogue has no \(app.displayName) spec named \(name).", file: file, line: line)
            return
        }
        switch await SpecRunner.run(spec, on: implementation.adapters) {
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
            xcTestFailures.record(spec, on: implementation)
            XCTFail("\(implementation.displayName) \(spec.id) crashed: \(reason)", file: file, line: line)
        }
    }
}

/// The base of the generated spec classes. It keeps XCTest on Linux from idling 0.1 s at random after
/// a test's asynchronous part.
///
/// swift-corelibs-xctest runs every test's `setUp() async`, its `tearDown() async` and an `async` test
/// method in a task, and waits for each on the main run loop, in slices of at most 0.1 s. The task
/// stops the run loop when it ends; when it ends just before the run loop starts a slice, the stop is
/// lost and the slice runs out: 0.1 s of nothing. Here that happened to 2 to 9 of the 204 tests of
/// every run, 0.2 to 0.9 s of a 1 s XCTest run. A no-op job queued on the main queue for 1 ms later
/// ends a slice the stop missed. On Apple's XCTest it is a no-op job and nothing more.
class RunLoopWakingTestCase: XCTestCase {
    override func setUp() async throws {
        Self.wakeMainRunLoopSoon()
    }

    override func tearDown() async throws {
        Self.wakeMainRunLoopSoon()
    }

    static func wakeMainRunLoopSoon() {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1)) {}
    }
}
