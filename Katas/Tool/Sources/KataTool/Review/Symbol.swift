/// A declaration found in a Swift file, with the lines it starts and ends on (1-based).
struct Symbol: Equatable, Sendable {
    let keyword: String
    let name: String
    let firstLine: Int
    let lastLine: Int
    var parent: String?
    /// A function's, initializer's or subscript's argument labels (`_` for none), in order; nil for others.
    var labels: [String]? = nil
    /// Declared inside a function's, closure's or accessor's body: a local, not a member.
    var isLocal = false

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    static let functionKeywords: Set<String> = ["func", "init", "subscript", "deinit"]

    var isType: Bool { Self.typeKeywords.contains(keyword) }
    var isFunction: Bool { Self.functionKeywords.contains(keyword) }
    var lineCount: Int { lastLine - firstLine + 1 }
    var qualifiedName: String { parent.map { "\($0).\(name)" } ?? name }
}
