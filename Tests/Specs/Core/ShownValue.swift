/// How a failure message shows a value to people: a string as a string (quoted, escaping only
/// invisible characters and naming them), a list one item a line, a dictionary one `key: value` a
/// line, an optional as its value or `nothing`, anything else as it describes itself.
///
/// A value of several lines (a list, a screen) starts with a line break, so a failure message puts it
/// under its label, one indented line each.
public enum ShownValue {
    /// Texts longer than this are cut around their first difference.
    static let longText = 60

    public static func text(_ value: Any) -> String {
        text(value, nested: false)
    }

    /// A `nested` value is an item of a list or dictionary: a text of several lines stays on one line there.
    private static func text(_ value: Any, nested: Bool) -> String {
        if let text = value as? String { return shown(text, nested: nested) }
        if let character = value as? Character { return shown(String(character), nested: nested) }
        if let scalar = value as? Unicode.Scalar { return shown(String(scalar), nested: nested) }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { text($0.value, nested: nested) } ?? "nothing"
        case .collection, .set:
            let items = mirror.children.map(\.value)
            if !items.isEmpty, let characters = items as? [Character] {
                return shown(String(characters), nested: nested)
            }
            if !items.isEmpty, let scalars = items as? [Unicode.Scalar] {
                return shown(String(String.UnicodeScalarView(scalars)), nested: nested)
            }
            let lines = items.map { item in
                Self.text(item, nested: true).trimmingLeadingBreak.replacingOccurrences(of: "\n", with: "\n  ")
            }
            return block(mirror.displayStyle == .set ? lines.sorted() : lines)
        case .dictionary:
            let lines = mirror.children.map { pair -> String in
                let parts = Mirror(reflecting: pair.value).children.map(\.value)
                guard parts.count == 2 else { return String(describing: pair.value) }
                return "\(String(describing: parts[0])): \(Self.text(parts[1], nested: true).trimmingLeadingBreak)"
            }
            return block(lines.sorted())
        default:
            return String(describing: value)
        }
    }

    /// Both values, each cut around their first difference when both are long texts of one line.
    public static func pair(expected: Any, seen: Any) -> (expected: String, seen: String) {
        guard let expectedText = expected as? String, let seenText = seen as? String,
            !expectedText.contains("\n"), !seenText.contains("\n"),
            max(expectedText.count, seenText.count) > longText
        else { return (text(expected), text(seen)) }
        let difference =
            zip(expectedText, seenText).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedText.count, seenText.count)
        return (cut(expectedText, around: difference), cut(seenText, around: difference))
    }

    /// Lines as a value of several lines; `(nothing)` for none.
    public static func block(_ lines: [String]) -> String {
        lines.isEmpty ? "(nothing)" : "\n" + lines.joined(separator: "\n")
    }

    /// A text of one line (or any text, when `nested`) quoted, a text of several lines as its lines;
    /// invisible characters escaped and named.
    private static func shown(_ text: String, nested: Bool) -> String {
        guard text.contains("\n"), !nested else {
            let invisible = invisibleScalars(in: text)
            let note = invisible.isEmpty ? "" : " " + InvisibleCharacters.note(invisible)
            return "\"\(InvisibleCharacters.escaped(text))\"" + note
        }
        let invisible = invisibleScalars(in: text).filter { $0 != "\n" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { InvisibleCharacters.escaped(String($0)) }
        return block(lines + (invisible.isEmpty ? [] : [InvisibleCharacters.note(invisible)]))
    }

    /// About `longText` characters of `text` around the character at `offset`, quoted, with a line
    /// that points at that character.
    private static func cut(_ text: String, around offset: Int) -> String {
        let characters = Array(text)
        let start = max(0, offset - longText / 3)
        let end = min(characters.count, start + longText)
        let window = InvisibleCharacters.escaped(String(characters[start..<end]))
        let before = InvisibleCharacters.escaped(String(characters[start..<min(offset, end)]))
        let opening = "\"" + (start > 0 ? "…" : "")
        let quoted = opening + window + (end < characters.count ? "…" : "") + "\""
        let pointer =
            String(repeating: " ", count: opening.count + before.count)
            + "^ character \(offset + 1) of \(characters.count)"
        let invisible = invisibleScalars(in: text)
        return block([quoted, pointer] + (invisible.isEmpty ? [] : [InvisibleCharacters.note(invisible)]))
    }

    private static func invisibleScalars(in text: String) -> [Unicode.Scalar] {
        var seen: Set<Unicode.Scalar> = []
        return text.unicodeScalars.filter { InvisibleCharacters.isInvisible($0) && seen.insert($0).inserted }
    }
}

extension String {
    /// The text without the line break that marks a value of several lines.
    var trimmingLeadingBreak: String {
        hasPrefix("\n") ? String(dropFirst()) : self
    }
}
