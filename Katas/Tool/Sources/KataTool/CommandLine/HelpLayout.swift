/// How every help text is laid out within a width: the usage lines, the paragraphs, and the table of
/// arguments and options. Lines break between words; a bracketed group (`[--file PATH | --generate]`)
/// and a code span (`swift run kata list`) stay whole, and a word wider than the line gets a line of its own.
enum HelpLayout {
    /// `Usage: ` and each synopsis under the first; a synopsis too wide goes on under its first `[`.
    static func usage(_ synopses: [String], width: Int) -> String {
        synopses.enumerated().map { index, synopsis in
            let lead = index == 0 ? "Usage: " : "       "
            let bracket = synopsis.firstIndex(of: "[").map { synopsis.distance(from: synopsis.startIndex, to: $0) }
            return TextWrap.fill(words(synopsis), width: width, lead: lead, indent: spaces(lead.count + (bracket ?? 0)))
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` with the lines of each paragraph joined and filled up to `width`; a line that starts with a
    /// space (an example, a table) stays as written, and an empty line stays between paragraphs.
    static func paragraphs(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var flowing: [(spaces: String, word: String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.hasPrefix(" ") {
                if !flowing.isEmpty { lines += TextWrap.fill(flowing, width: width) }
                flowing = []
                lines.append(String(line))
            } else {
                flowing += words(String(line))
            }
        }
        if !flowing.isEmpty { lines += TextWrap.fill(flowing, width: width) }
        return lines.joined(separator: "\n")
    }

    /// Two columns: each label indented 2, each text starting in the same column, 3 spaces after the
    /// widest label, and filled up to `width` under its own start.
    static func table(_ rows: [(label: String, text: String)], width: Int) -> String {
        let column = 2 + (rows.map(\.label.count).max() ?? 0) + 3
        return rows.map { row in
            let lead = "  " + row.label.padded(to: column - 2)
            return TextWrap.fill(words(row.text), width: width, lead: lead, indent: spaces(column))
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The words of `text` (between spaces or line breaks), a bracketed group or a code span counting as
    /// one, each to follow the one before it after a space.
    private static func words(_ text: String) -> [(spaces: String, word: String)] {
        var words: [(spaces: String, word: String)] = []
        var current = ""
        var depth = 0
        var inCode = false
        for character in text {
            if character == " " || character == "\n", depth == 0, !inCode {
                if !current.isEmpty { words.append((" ", current)) }
                current = ""
                continue
            }
            if character == "`" { inCode.toggle() }
            if character == "[", !inCode { depth += 1 }
            if character == "]", !inCode { depth = max(0, depth - 1) }
            current.append(character)
        }
        if !current.isEmpty { words.append((" ", current)) }
        return words
    }

    private static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }
}
