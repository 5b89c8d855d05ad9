/// A declaration found in a Swift file: what it is, its name, where it starts and ends (1-based lines),
/// and the type it is declared in.
struct Declaration: Equatable, Sendable {
    let keyword: String
    let name: String
    let firstLine: Int
    let lastLine: Int
    var parent: String?

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    static let functionKeywords: Set<String> = ["func", "init", "subscript", "deinit"]

    var isType: Bool { Self.typeKeywords.contains(keyword) }
    var isFunction: Bool { Self.functionKeywords.contains(keyword) }
    var lineCount: Int { lastLine - firstLine + 1 }
    var qualifiedName: String { parent.map { "\($0).\(name)" } ?? name }
}
