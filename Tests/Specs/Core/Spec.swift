/// One behaviour from BEHAVIOUR.md, written once and run against every implementation.
///
/// A spec drives an app through its adapter, as a user would, and throws a `SpecFailure` when what
/// the user sees differs from what BEHAVIOUR.md asks for.
public struct Spec: Sendable, Identifiable {
    public typealias Body = @MainActor @Sendable (Adapters) async throws -> Void

    public let app: App
    /// The behaviour in test-name words, e.g. `report_listsEntriesNewestFirst`: XCTest prefixes it
    /// with `test_`, Swift Testing and `kata` show it as it is.
    public let name: String
    public let given: String
    public let when: String
    public let then: String
    /// The change request this spec belongs to; `nil` for behaviour every implementation has.
    public let changeRequest: ChangeRequest?
    /// What the other implementation does in this spec, for a spec of a database file both open
    /// (`ExpenseWorld.launchOther`); `nil` for a spec that runs one implementation only.
    public let otherImplementation: OtherImplementationRole?
    public let body: Body

    public var id: String { "\(app.rawValue).\(name)" }

    public init(
        _ app: App,
        _ name: String,
        given: String,
        when: String,
        then: String,
        changeRequest: ChangeRequest? = nil,
        otherImplementation: OtherImplementationRole? = nil,
        body: @escaping Body
    ) {
        self.app = app
        self.name = name
        self.given = given
        self.when = when
        self.then = then
        self.changeRequest = changeRequest
        self.otherImplementation = otherImplementation
        self.body = body
    }

    /// Whether the spec runs against `adapters`: always, unless it belongs to a change request the
    /// adapters have not declared done.
    public func applies(to adapters: Adapters) -> Bool {
        changeRequest.map(adapters.changeRequestsDone.contains) ?? true
    }

    /// What this spec shares with the other implementation when it runs on `implementation`, as the
    /// verdict of a test run shows it after the spec's name: `a file the Starter wrote`. `nil` for a
    /// spec that runs one implementation only.
    public func sharedFileNote(on implementation: Implementation) -> String? {
        let other = implementation.other.displayName
        return switch otherImplementation {
        case .writesTheFile: "a file the \(other) wrote"
        case .readsTheFile: "its file, opened in the \(other)"
        case nil: nil
        }
    }

    /// The `kata check` command that shows this spec's failure on `implementation`: on that
    /// implementation only, or on both when the spec opens a file in both, since either can be wrong.
    public func checkCommand(on implementation: Implementation) -> String {
        let command = "swift run kata check \(app.rawValue)"
        return otherImplementation == nil ? "\(command) --implementation \(implementation.rawValue)" : command
    }

    /// Given/When/Then, one step a line.
    public var steps: String {
        "Given \(given)\nWhen \(when)\nThen \(then)"
    }
}

/// What the other implementation does in a spec of a database file both implementations open.
public enum OtherImplementationRole: Sendable {
    /// The other implementation writes the file; the one under test reads it, changes it, and the other reads it again.
    case writesTheFile
    /// The implementation under test writes the file; the other reads it, changes it, and the first reads it again.
    case readsTheFile
}
