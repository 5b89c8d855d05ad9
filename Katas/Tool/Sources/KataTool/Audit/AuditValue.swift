/// One design's answer to an audit fact: a short summary, and the places it counted.
struct AuditValue: Codable, Equatable, Sendable {
    let summary: String
    let details: [String]
}
