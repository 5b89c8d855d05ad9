import Foundation
import Synchronization

/// The tests that failed in one test run because of what the apps do, so the run can end with its
/// verdict: which failed, and the command that shows each readably. Each test framework keeps one log
/// and prints `verdict(framework:)` once it has run everything.
///
/// Four kinds of test run in `swift test`, and each is recorded once per failed test, so the verdict's
/// count is the count of failed tests the framework itself reports: a spec of the catalogue on one
/// implementation, a spec of the attendee's own net (`Tests/MyNet`), the random sequences that compare
/// the two implementations, and a unit test (the Refactored's, the platform's, the check of the
/// generated XCTest classes).
public final class SpecFailureLog: Sendable {
    /// One failed test.
    public enum Failure: Hashable, Sendable {
        /// A spec of the catalogue failed on an implementation.
        case spec(app: App, name: String, implementation: Implementation)
        /// A test of the attendee's own net failed: `suite` is its Swift Testing suite (`CartNet`),
        /// `test` its function's name without the parentheses.
        case net(suite: String, test: String)
        /// The two implementations showed different things on a random sequence of `app`.
        case randomSequences(App)
        /// A unit test failed: `suite` is its type (`CartScreenTests`), `test` its function's name,
        /// without the parentheses when it takes no argument.
        case unitTest(suite: String, test: String)
    }

    /// The log of this process's XCTest run.
    public static let xcTest = SpecFailureLog()
    /// The log of this process's Swift Testing run: the front end's suites and the attendee's net share it.
    public static let swiftTesting = SpecFailureLog()

    private let failures = Mutex<[Failure]>([])
    /// Whether the Swift Testing verdict is set to print when the process exits.
    private static let printsAtExit = Mutex(false)
    public init() {}

    public func record(_ spec: Spec, on implementation: Implementation) {
        record(.spec(app: spec.app, name: spec.name, implementation: implementation))
    }

    /// Records `failure` once: a test that records several issues is still one failed test.
    public func record(_ failure: Failure) {
        failures.withLock { if !$0.contains(failure) { $0.append(failure) } }
    }

    /// Prints the Swift Testing run's verdict, when a test failed, as the process exits: once, after every
    /// suite has ended (the attendee's net included, in whichever order the suites ran) and after Swift
    /// Testing's own last line, so a failing run ends with it. Called by each suite that judges the apps;
    /// the first call sets it up.
    public static func printSwiftTestingVerdictAtExit() {
        let isFirst = printsAtExit.withLock { isSet in
            defer { isSet = true }
            return !isSet
        }
        guard isFirst else { return }
        atexit {
            guard let verdict = SpecFailureLog.swiftTesting.verdict(framework: "Swift Testing") else { return }
            fflush(nil)
            FileHandle.standardError.write(Data((verdict + "\n").utf8))
        }
    }

    /// Lines naming every failed test and the commands that show them, or `nil` when none failed.
    public func verdict(framework: String) -> String? {
        let failed = failures.withLock { $0 }.sorted { $0.order.lexicographicallyPrecedes($1.order) }
        guard !failed.isEmpty else { return nil }
        var lines = ["", "\(failed.count.counted("test")) failed in this run (\(framework))\(Self.kinds(of: failed)):"]
        lines += failed.map { "  " + $0.line }
        lines.append("See what each expected and what it saw:")
        var commands: [String] = []
        for command in failed.map({ $0.command }) where !commands.contains(command) {
            commands.append(command)
        }
        // `kata check expenses` (both implementations, for a spec of a shared file) shows what
        // `kata check expenses --implementation starter` shows, and more.
        let shown = commands.filter { command in !commands.contains { command.hasPrefix($0 + " --implementation ") } }
        return (lines + shown.map { "  " + $0 }).joined(separator: "\n")
    }

    /// ": 2 specs, 1 of your net", or nothing when every failed test is a spec.
    private static func kinds(of failed: [Failure]) -> String {
        let specs = failed.filter { if case .spec = $0 { true } else { false } }.count
        let nets = failed.filter { if case .net = $0 { true } else { false } }.count
        let unitTests = failed.filter { if case .unitTest = $0 { true } else { false } }.count
        let randomApps = failed.count - specs - nets - unitTests
        guard specs < failed.count else { return "" }
        let parts = [
            specs > 0 ? specs.counted("spec") : nil,
            nets > 0 ? "\(nets) of your net" : nil,
            randomApps > 0 ? randomApps.counted("app") + " with random sequences that differ" : nil,
            unitTests > 0 ? unitTests.counted("unit test") : nil,
        ]
        return ": " + parts.compactMap { $0 }.joined(separator: ", ")
    }
}

extension SpecFailureLog.Failure {
    /// Specs first (Starter, then Refactored, by app and name), then the attendee's net, then random
    /// sequences, then the unit tests.
    fileprivate var order: [String] {
        switch self {
        case .spec(let app, let name, let implementation):
            ["0", String(Implementation.allCases.firstIndex(of: implementation) ?? 0), app.rawValue, name]
        case .net(let suite, let test): ["1", suite, test]
        case .randomSequences(let app): ["2", app.rawValue]
        case .unitTest(let suite, let test): ["3", suite, test]
        }
    }

    /// The verdict's line for this failure; a spec that opens a file in both implementations says so
    /// after its name: `Refactored expenses.launch_… (a file the Starter wrote)`.
    var line: String {
        switch self {
        case .spec(let app, let name, let implementation):
            implementation.displayName.padding(toLength: 11, withPad: " ", startingAt: 0) + "\(app.rawValue).\(name)"
                + (Catalogue.spec(app, name)?.sharedFileNote(on: implementation).map { " (\($0))" } ?? "")
        case .net(let suite, let test):
            "Your net   \(suite).\(test)"
        case .randomSequences(let app):
            "Random     \(app.rawValue): the Starter and the Refactored showed different things"
        case .unitTest(let suite, let test):
            "Unit test  \(suite).\(test)"
        }
    }

    /// The command that shows this failure readably.
    var command: String {
        switch self {
        case .spec(let app, let name, let implementation):
            Catalogue.spec(app, name)?.checkCommand(on: implementation) ?? "swift run kata check \(app.rawValue)"
        case .net(let suite, let test):
            "swift test --filter \(suite).\(test)"
        case .randomSequences(let app):
            DifferentialChecks.replaySwiftTestSequences(of: app)
        case .unitTest(let suite, let test):
            // A filter is a pattern: the name up to its arguments' parenthesis, which would be a group.
            "swift test --filter \(suite).\(test.prefix { $0 != "(" })"
        }
    }
}

extension Int {
    /// "1 spec", "2 specs".
    fileprivate func counted(_ noun: String) -> String {
        "\(self) \(noun)\(self == 1 ? "" : "s")"
    }
}
