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
        let arguments = try Self.syntax.parse(words)
        try arguments.expectPositionals(atMost: 0)
        let katas = KataLibrary.katas
        let width = (katas.map(\.id.count).max() ?? 0) + 2
        for kata in katas {
            terminal.print(
                TextWrap.prose(
                    "  " + kata.id.padding(toLength: width, withPad: " ", startingAt: 0) + kata.title,
                    width: terminal.width, hangingIndent: width + 2))
        }
        terminal.print("\nRead one: swift run kata show <kata>")
        terminal.print("The facilitator guide is Katas/README.md.")
        return .success
    }

    static func show(_ words: [String], terminal: Terminal) throws(UsageError) -> ExitCode {
        let arguments = try Self.showSyntax.parse(words)
        try arguments.expectPositionals(atMost: 1)
        guard let id = arguments.positionals.first else {
            throw UsageError(message: "name a kata, e.g. swift run kata show expenses-srp.")
        }
        let names = Suggestions(names: KataLibrary.katas.map(\.id))
        guard let kata = names.match(id).flatMap(KataLibrary.kata) else {
            throw UsageError(
                message: "no kata named \(id).\(names.didYouMean(id)) `swift run kata list` names them all.")
        }
        terminal.print(kata.text)
        return .success
    }
}
