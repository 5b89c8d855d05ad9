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
    public let body: Body

    public var id: String { "\(app.rawValue).\(name)" }

    public init(
        _ app: App,
        _ name: String,
        given: String,
        when: String,
        then: String,
        changeRequest: ChangeRequest? = nil,
        body: @escaping Body
    ) {
        self.app = app
        self.name = name
        self.given = given
        self.when = when
        self.then = then
        self.changeRequest = changeRequest
        self.body = body
    }

    /// Whether the spec runs against `adapters`: always, unless it belongs to a change request the
    /// adapters have not declared done.
    public func applies(to adapters: Adapters) -> Bool {
        changeRequest.map(adapters.changeRequestsDone.contains) ?? true
    }

    /// Given/When/Then, one step a line.
    public var steps: String {
        "Given \(given)\nWhen \(when)\nThen \(then)"
    }
}
