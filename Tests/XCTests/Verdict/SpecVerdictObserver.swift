import Foundation
import Specs
import XCTest

/// The specs that failed in this XCTest run.
let xcTestFailures = SpecFailureLog.xcTest

/// Prints which tests failed and the commands that show them once XCTest has run every test, so the
/// XCTest part of a failing `swift test` ends with its verdict.
final class SpecVerdictObserver: NSObject, XCTestObservation, @unchecked Sendable {
    /// Registers the observer once; `SpecTestCase` calls it before its first spec.
    @MainActor static let registered: Void = {
        XCTestObservationCenter.shared.addTestObserver(SpecVerdictObserver())
        SpecCrashVerdict.install(framework: "XCTest", environment: ProcessInfo.processInfo.environment)
    }()

    #if canImport(Darwin)
        func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
            recordUnlessSpec(testCase)
        }
    #else
        func testCase(
            _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
            atLine lineNumber: Int
        ) {
            recordUnlessSpec(testCase)
        }
    #endif

    /// A failed test that is not a spec (`SpecTestCase` records those itself), such as the check of the
    /// generated classes. Named `Class.method`, from `Class.method` (Linux) or `-[Class method]` (Apple's
    /// XCTest). The platform's scheduler tests run before the first spec registers the observer: their
    /// failures are in no verdict (the platform is not part of the kata, and no attendee's edit reaches it).
    private func recordUnlessSpec(_ testCase: XCTestCase) {
        guard !(testCase is any SpecTestCase) else { return }
        let method = testCase.name.split(whereSeparator: { " .]".contains($0) }).last.map(String.init)
        xcTestFailures.record(
            .unitTest(suite: String(describing: type(of: testCase)), test: method ?? testCase.name))
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        guard let verdict = xcTestFailures.verdict(framework: "XCTest") else { return }
        print(verdict)
        fflush(nil)
    }
}
