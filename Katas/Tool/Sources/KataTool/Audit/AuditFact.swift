/// One SOLID-relevant fact about an app, in both designs, with what it means in one line.
struct AuditFact: Codable, Equatable, Sendable {
    let name: String
    let definition: String
    let starter: AuditValue
    let refactored: AuditValue
}
