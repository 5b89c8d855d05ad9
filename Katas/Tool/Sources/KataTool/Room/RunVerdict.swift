import Specs

/// One app's verdict on one implementation in a run: how many of its specs passed, failed and are not yet
/// due (a change request not declared), and what that makes the run for that app.
struct RunVerdict: Equatable, Sendable {
    enum Kind: String, Sendable {
        case passed
        case failed
        case notYet = "not-yet"
    }

    let app: App
    let implementation: Implementation
    let passed: Int
    let failed: Int
    let notYet: Int

    /// Failed when a spec failed; else not yet when a spec is not yet due; else passed.
    var kind: Kind { failed > 0 ? .failed : notYet > 0 ? .notYet : .passed }

    /// The verdicts of the apps and implementations `results` holds, in catalogue order.
    static func all(of results: SpecResults) -> [RunVerdict] {
        App.allCases.flatMap { app in
            Implementation.allCases.compactMap { implementation -> RunVerdict? in
                let outcomes = results.filtered(app: app, implementation: implementation).map(\.outcome)
                guard !outcomes.isEmpty else { return nil }
                return RunVerdict(
                    app: app, implementation: implementation,
                    passed: outcomes.filter { if case .passed = $0 { true } else { false } }.count,
                    failed: outcomes.filter(\.isFailure).count,
                    notYet: outcomes.filter { if case .notYet = $0 { true } else { false } }.count)
            }
        }
    }

    /// `cart starter failed 30 1 10`: the app, the implementation, the kind, and the three counts.
    var line: String { "\(app.rawValue) \(implementation.rawValue) \(kind.rawValue) \(passed) \(failed) \(notYet)" }

    /// The verdict a line of a snapshot holds, or nil when the line is not one.
    init?(line: Substring) {
        let words = line.split(separator: " ")
        guard words.count == 6, let app = App(rawValue: String(words[0])),
            let implementation = Implementation(rawValue: String(words[1])),
            let passed = Int(words[3]), let failed = Int(words[4]), let notYet = Int(words[5]),
            [passed, failed, notYet].allSatisfy({ (0...100_000).contains($0) })
        else { return nil }
        self.init(app: app, implementation: implementation, passed: passed, failed: failed, notYet: notYet)
    }

    init(app: App, implementation: Implementation, passed: Int, failed: Int, notYet: Int) {
        self.app = app
        self.implementation = implementation
        self.passed = passed
        self.failed = failed
        self.notYet = notYet
    }
}
