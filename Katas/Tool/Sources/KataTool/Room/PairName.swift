/// A pair's name in a room, e.g. `anna-and-ben`: the facilitator reads it in the table, and it is the last
/// part of the pair's refs (`refs/kata-room/pairs/anna-and-ben`) and the name of its dashboard page. So it
/// is checked before anything uses it: 2 to 32 characters, lowercase letters a to z, digits, and single
/// hyphens between them. That is a valid part of a git ref, readable in any terminal, and no path trick
/// (no `/`, no `.`, no `..`), no control or invisible character. The room's hook checks the same rule.
struct PairName: Hashable, Comparable, Sendable, CustomStringConvertible {
    static let lengths = 2...32
    /// The rule, as messages and the help say it.
    static let rule = "2 to 32 characters: lowercase letters a to z, digits, and single hyphens between them"

    let description: String

    /// `word` as a pair's name, or the reason it is none (with a name that would do, when one is near).
    init(_ word: String) throws(UsageError) {
        guard let problem = Self.problem(with: word) else {
            description = word
            return
        }
        let near = Self.near(word)
        throw UsageError(
            message: "\(Arguments.echo(word)) cannot name a pair: \(problem). A name has \(Self.rule), e.g. "
                + "anna-and-ben or table-7.",
            suggestion: near.map { "Did you mean \($0)?" })
    }

    /// The name a ref or a message of the room carries, or nil when it breaks the rule (a room without the
    /// hook can hold such a ref: the watch leaves it out).
    static func read(_ word: String) -> PairName? { try? PairName(word) }

    static func < (left: PairName, right: PairName) -> Bool { left.description < right.description }

    private static func problem(with word: String) -> String? {
        if word.isEmpty { return "it is empty" }
        if word.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "it has a control character"
        }
        if !lengths.contains(word.count) { return "it has \(word.count.counted("character"))" }
        if word.contains(where: { !isAllowed($0) }) { return "it has a character other than a to z, 0 to 9 and -" }
        if word.hasPrefix("-") || word.hasSuffix("-") || word.contains("--") {
            return "a hyphen must sit between two letters or digits"
        }
        return nil
    }

    private static func isAllowed(_ character: Character) -> Bool {
        character == "-" || ("a"..."z").contains(character) || character.isASCIIDigit
    }

    /// `Anna & Ben` → `anna-ben`: lowercase, every run of other characters one hyphen, cut to the length.
    private static func near(_ word: String) -> String? {
        var name = ""
        for character in word.lowercased() {
            if isAllowed(character) && character != "-" {
                name.append(character)
            } else if !name.isEmpty && !name.hasSuffix("-") {
                name.append("-")
            }
        }
        name = String(name.prefix(lengths.upperBound))
        while name.hasSuffix("-") { name.removeLast() }
        return name != word && problem(with: name) == nil ? name : nil
    }
}
