import Foundation
import Specs
import XCTest

/// The specs that failed in this XCTest run.
let xcTestFailures = SpecFailureLog.xcTest

/// Prints which specs failed and the `kata check` commands that show them once XCTest has run every
/// test, so the XCTest part of a failing `swift test` ends with its verdict.
final class SpecVerdictObserver: NSObject, XCTestObservation, @unchecked Sendable {
    /// Registers the observer once; `SpecTestCase` calls it before its first spec.
    @MainActor static let registered: Void = {
        XCTestObservationCenter.shared.addTestObserver(SpecVerdictObserver())
        SpecCrashVerdict.install(framework: "XCTest", environment: ProcessInfo.processInfo.environment)
    }()

    func testBundleDidFinish(_ testBundle: Bundle) {
        guard let verdict = xcTestFailures.verdict(framework: "XCTest") else { return }
        print(verdict)
        fflush(nil)
    }
}
