/// How one spec went on one implementation.
public enum SpecOutcome: Sendable {
    case passed
    case failed(SpecFailure)
    /// The spec threw something other than a `SpecFailure`: the app or its adapter reported an
    /// error the spec did not expect.
    case threw(String)
    /// The process running the spec ended abnormally (a trap, a signal): `reason` says how. Only a
    /// run in a child process (`kata check`) can report it; in process a trap ends the whole run.
    case crashed(String)
    /// The spec belongs to a change request the implementation has not declared done.
    case notYet(ChangeRequest)

    public var isFailure: Bool {
        switch self {
        case .failed, .threw, .crashed: true
        case .passed, .notYet: false
        }
    }
}

/// Runs specs and turns what they throw into outcomes.
public enum SpecRunner {
    @MainActor
    public static func run(_ spec: Spec, on adapters: Adapters) async -> SpecOutcome {
        if let changeRequest = spec.changeRequest, !adapters.changeRequestsDone.contains(changeRequest) {
            return .notYet(changeRequest)
        }
        let crashSlot = SpecCrashVerdict.begin(spec, on: adapters.implementation)
        defer { SpecCrashVerdict.end(crashSlot) }
        do {
            try await spec.body(adapters.seenBy(spec))
            return .passed
        } catch let failure as SpecFailure {
            return .failed(failure)
        } catch {
            return .threw(String(describing: error))
        }
    }
}

extension Adapters {
    /// The adapters as `spec` sees them: with only its own app's change requests declared. A spec's
    /// outcome then depends on its app's adapter and on what is declared for that app, nothing else,
    /// which lets a test process run each spec once for all adapters sharing those (`kata`'s
    /// `RememberedSpecOutcomes`).
    func seenBy(_ spec: Spec) -> Adapters {
        Adapters(
            implementation: implementation, changeRequestsDone: changeRequestsDone.filter { $0.app == spec.app },
            expenses: expenses, cart: cart, registration: registration, otherExpenses: otherExpenses)
    }
}
