/// Fits text to a width: prose breaks between words, a long identifier between its words
/// (`addExpense_stores` | `NothingOnCancel`), and no line ends in spaces.
enum TextWrap {
    /// A word of a line, with the run of spaces before it.
    typealias Word = (spaces: String, word: String)

    /// Each line of `text` that is too wide, broken between words; a continuation keeps the line's indent,
    /// or takes `hangingIndent` spaces. Words that stay on one line keep the spaces between them (a
    /// column stays aligned). A single word wider than the line stays whole on its own line.
    static func prose(_ text: String, width: Int, hangingIndent: Int? = nil) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line).trimmingTrailingSpaces
            guard visibleWidth(line) > width else { return line }
            let lead = String(line.prefix { $0 == " " })
            let indent = hangingIndent.map { String(repeating: " ", count: $0) } ?? lead
            // Each word with the run of spaces before it.
            let words = line.dropFirst(lead.count).split(separator: " ").map { word in
                (String(line[..<word.startIndex].reversed().prefix { $0 == " " }), String(word))
            }
            return fill(commandsKeptWhole(words, width: width - indent.count), width: width, lead: lead, indent: indent)
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `words` with each command in them (`swift run …`, `swift test …`, up to the word that ends it with
    /// `.`, `,`, `;`, `)` or a closing backtick, or to the line's end) made one word, so that a command a
    /// message suggests is never broken across lines and can be copied whole; a command wider than
    /// `width` is left to break.
    static func commandsKeptWhole(_ words: [Word], width: Int) -> [Word] {
        var result: [Word] = []
        var index = 0
        while index < words.count {
            let (spaces, word) = words[index]
            let next = index + 1 < words.count ? words[index + 1].word : ""
            guard word.drop(while: { "(`".contains($0) }) == "swift", ["run", "test"].contains(next) else {
                result.append((spaces, word))
                index += 1
                continue
            }
            var end = index + 1
            while end + 1 < words.count, !(words[end].word.last.map(",.;)`".contains) ?? false) { end += 1 }
            let command = words[index...end].enumerated().map {
                $0.offset == 0 ? $0.element.word : $0.element.spaces + $0.element.word
            }.joined()
            if visibleWidth(command) <= width {
                result.append((spaces, command))
            } else {
                result.append(contentsOf: words[index...end])
            }
            index = end + 1
        }
        return result
    }

    /// `words` after `lead`, as many a line as fit in `width`, each further line after `indent`. A word
    /// keeps the spaces before it while it stays on the line; one wider than the line stays whole.
    static func fill(_ words: [Word], width: Int, lead: String = "", indent: String = "")
        -> [String]
    {
        var lines: [String] = []
        var current = ""
        for (spaces, word) in words {
            let candidate = current.isEmpty ? lead + word : current + spaces + word
            if visibleWidth(candidate) > width, !current.isEmpty {
                lines.append(current)
                current = indent + word
            } else {
                current = candidate
            }
        }
        return lines + [(current.isEmpty ? lead : current).trimmingTrailingSpaces]
    }

    /// `text` in lines of at most `width` characters, its runs of spaces as one, broken between words
    /// with no indent; no line for an empty text.
    static func lines(_ text: String, width: Int) -> [String] {
        let words = text.split(separator: " ").joined(separator: " ")
        return prose(words, width: width, hangingIndent: 0).split(separator: "\n").map(String.init)
    }

    /// An identifier in pieces of at most `width` characters, broken before an upper-case letter or after
    /// `_` where it can be, anywhere when a single word is longer. What follows a space (a label's
    /// ` (REG-4)`) is one word, and a piece never starts with the space.
    static func identifier(_ name: String, width: Int) -> [String] {
        guard name.count > width, width > 0 else { return [name] }
        var words: [String] = []
        var afterSpace = false
        for character in name {
            if character == " " { afterSpace = true }
            let startsWord =
                character == " "
                || (!afterSpace && (character.isUppercase || words.last?.hasSuffix("_") == true))
            if words.isEmpty || startsWord {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        var pieces: [String] = [""]
        for var word in words {
            if pieces[pieces.count - 1].count + word.count > width, !pieces[pieces.count - 1].isEmpty {
                pieces.append("")
                word = String(word.drop { $0 == " " })
            }
            for character in word {
                if pieces[pieces.count - 1].count == width { pieces.append("") }
                pieces[pieces.count - 1].append(character)
            }
        }
        return pieces
    }

    /// How many columns `text` takes on a terminal: colour codes (an escape up to its `m`) take none.
    static func visibleWidth(_ text: String) -> Int {
        text.split(separator: /\x1B[^m]*m?/).reduce(0) { $0 + $1.count }
    }
}
