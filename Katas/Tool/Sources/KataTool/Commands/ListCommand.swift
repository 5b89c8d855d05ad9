/// `kata list` and `kata show`: the kata texts in the terminal.
enum ListCommand {
    static let syntax = CommandSyntax(
        usage: ["swift run kata list"],
        description: """
            Lists the katas in Katas/: the name to pass to `swift run kata show <kata>`,
            and the title.
            """)

    static let showSyntax = CommandSyntax(
        usage: ["swift run kata show <kata>"],
        description: """
            Prints one kata's text, e.g. swift run kata show expenses-srp.
            `swift run kata list` names them all.
            """)

    static func list(_ words: [String], terminal: Terminal) throws(UsageError) -> ExitCode {
        _ = try Self.syntax.parse(words, positionalsAtMost: 0)
        let katas = KataLibrary.katas
        let width = (katas.map(\.id.count).max() ?? 0) + 2
        for kata in katas {
            let line = "  " + kata.id.padded(to: width) + kata.title
            terminal.print(TextWrap.prose(line, width: terminal.width, hangingIndent: width + 2))
        }
        terminal.print("\nRead one: swift run kata show <kata>")
        terminal.print("The facilitator guide is Katas/README.md.")
        return .success
    }

    static func show(_ words: [String], terminal: Terminal) throws(UsageError) -> ExitCode {
        let arguments = try Self.showSyntax.parse(words, positionalsAtMost: 1)
        guard let id = arguments.positionals.first else {
            throw UsageError(message: "name a kata, e.g. swift run kata show expenses-srp.")
        }
        let names = Suggestions(names: KataLibrary.katas.map(\.id))
        guard let kata = names.match(id).flatMap(KataLibrary.kata) else {
            throw UsageError(
                message: "no kata named \(Arguments.echo(id)). `swift run kata list` names them all.",
                suggestion: names.suggestion(for: id))
        }
        terminal.print(fitted(kata.text, width: terminal.width))
        return .success
    }

    /// A kata's Markdown fitted to `width`: each paragraph and list item is joined and broken again
    /// between words (a list item's continuation hangs under its text); headings, code blocks and table
    /// rows stay as written, since a command or an expected output must read as it is.
    static func fitted(_ markdown: String, width: Int) -> String {
        var output: [String] = []
        var paragraph: (text: String, hang: Int?)?
        func flush() {
            if let (text, hang) = paragraph { output.append(TextWrap.prose(text, width: width, hangingIndent: hang)) }
            paragraph = nil
        }
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop { $0 == " " }
            let isFence = trimmed.hasPrefix("```")
            if inFence || isFence || trimmed.isEmpty || trimmed.hasPrefix("|") || trimmed.hasPrefix("#") {
                flush()
                if isFence { inFence.toggle() }
                output.append(line)
                continue
            }
            let marker = trimmed.prefix { $0.isNumber || $0 == "-" || $0 == "*" || $0 == "." }
            if !marker.isEmpty, trimmed.dropFirst(marker.count).hasPrefix(" ") {
                flush()
                paragraph = (line, line.count - trimmed.count + marker.count + 1)
            } else if let open = paragraph {
                paragraph = (open.text + " " + trimmed, open.hang)
            } else {
                paragraph = (line, nil)
            }
        }
        flush()
        return output.joined(separator: "\n")
    }
}
