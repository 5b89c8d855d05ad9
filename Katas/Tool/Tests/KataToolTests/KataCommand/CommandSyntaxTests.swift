import Testing

@testable import KataTool

/// A command's declaration renders as every help text is laid out, and parses as every command line
/// is read.
@Suite("kata command syntax")
struct CommandSyntaxTests {
    @Test("the help: a wide usage goes on under its first [, paragraphs fill 80 columns, options align and wrap")
    func text_laysOutUsageParagraphsAndOptionsOnALongDeclaration() {
        let sut = makeSUT()

        let text = sut.text

        #expect(
            text == """
                Usage: swift run kata sample [APP] [--size N] [--verbose] [--out DIR]
                                             [--file PATH | --generate]

                Does one thing with the app it is given, then one more; as a code span,
                `swift run kata sample cart` stays whole, and this paragraph is filled up to
                eighty columns.
                    swift run kata sample cart --size 3

                  APP            expenses, cart or registration (default: all)
                  -s, --size N   how many to make, from 1 to 20; each one is made on its own, so
                                 this summary goes on past the end of the line
                  --verbose      say more
                  --out DIR      where to write
                  --file PATH    read them from PATH
                  --generate     make them

                Exit codes: 0 done, 2 the command line was not understood.
                """)
    }

    @Test("with no arguments, options or epilogue the help is its usage and its description")
    func text_leavesOutEmptyPartsOnAPlainDeclaration() {
        let sut = CommandSyntax(usage: ["swift run kata plain"], description: "Does one thing.")

        #expect(sut.text == "Usage: swift run kata plain\n\nDoes one thing.")
    }

    @Test("the parser reads --name value, --name=value, the short name, flags and positionals")
    func parse_readsEveryFormOnDeclaredOptions() throws {
        let sut = makeSUT()

        let arguments = try sut.parse(["cart", "-s", "3", "--out=build/x", "--verbose", "-"])

        #expect(arguments.positionals == ["cart", "-"])
        #expect(arguments.value(size) == "3")
        #expect(arguments.value(out) == "build/x")
        #expect(arguments.has(verbose))
        #expect(!arguments.has(generate))
        #expect(arguments.value(file) == nil)
    }

    @Test(
        "the parser refuses what is not declared, a missing value and a value given to a flag",
        arguments: [
            (["--colour"], "unknown option --colour."),
            (["-x"], "unknown option -x."),
            (["--size"], "--size needs a value."),
            (["cart", "-s"], "--size needs a value."),
            (["--verbose=yes"], "unknown option --verbose=yes."),
            (["-s", "3", "--size=4"], "--size is given twice (3 and 4): give it once."),
            (["--size="], "--size needs a value (N), not an empty one."),
            (["--out", ""], "--out needs a value (DIR), not an empty one."),
            (["--\u{200B}size"], #"unknown option "--\u{200B}size" (invisible: \u{200B} ZERO WIDTH SPACE)."#),
            (
                ["--" + String(repeating: "x", count: 98)],
                "unknown option --" + String(repeating: "x", count: 38) + "… (100 characters).",
            ),
        ])
    func parse_refusesOnUndeclaredOrIllFormedOptions(words: [String], message: String) {
        let sut = makeSUT()

        #expect {
            try sut.parse(words)
        } throws: { error in
            (error as? UsageError)?.message == message
        }
    }

    @Test("an option whose empty value means something takes it: the spec worker's --declared= (none declared)")
    func parse_takesEmptyValueOnOptionThatAllowsIt() throws {
        let arguments = try SpecWorkerCommand.syntax.parse(["expenses", "starter", "--declared="])

        #expect(arguments.value(SpecWorkerCommand.declared) == "")
    }

    @Test("-- ends the options: every word after it is a positional one")
    func parse_readsWordsAfterDoubleDashAsPositionals() throws {
        let arguments = try makeSUT().parse(["--verbose", "--", "--size", "-s", "cart"])

        #expect(arguments.has(verbose))
        #expect(arguments.positionals == ["--size", "-s", "cart"])
        #expect(arguments.value(size) == nil)
    }

    @Test(
        "a count is a whole number in its range; a huge one is too large, whatever its digits",
        arguments: [
            ("99999999999999999999", "--size 99999999999999999999 is too large: at most 20 items."),
            ("21", "--size 21 is too large: at most 20 items."),
            ("0", "--size takes a number of items from 1 to 20."),
            ("-99999999999999999999", "--size takes a number of items from 1 to 20."),
            ("1e3", "--size takes a number of items from 1 to 20, not 1e3."),
            ("5\u{301}", "--size takes a number of items from 1 to 20, not 5\u{301}."),
            ("", #"--size takes a number of items from 1 to 20, not ""."#),
        ])
    func count_refusesOutOfRangeWithItsReason(text: String, message: String) {
        #expect {
            try CountArgument.parse(text, for: size, of: "items", in: 1...20)
        } throws: { error in
            (error as? UsageError)?.message == message
        }
        #expect((try? CountArgument.parse("20", for: size, of: "items", in: 1...20)) == 20)
    }

    // MARK: - Helpers

    private let size = CommandOption.option(
        "--size", short: "-s", value: "N",
        "how many to make, from 1 to 20; each one is made on its own, so this summary goes on past the end of the line"
    )
    private let verbose = CommandOption.flag("--verbose", "say more")
    private let out = CommandOption.option("--out", value: "DIR", "where to write")
    private let file = CommandOption.option("--file", value: "PATH", "read them from PATH")
    private let generate = CommandOption.flag("--generate", "make them")

    private func makeSUT() -> CommandSyntax {
        CommandSyntax(
            usage: ["swift run kata sample [APP] [--size N] [--verbose] [--out DIR] [--file PATH | --generate]"],
            description: """
                Does one thing with the app it is given, then one more; as a code span,
                `swift run kata sample cart` stays whole, and this paragraph is filled up to eighty columns.
                    swift run kata sample cart --size 3
                """,
            arguments: [("APP", "expenses, cart or registration (default: all)")],
            options: [size, verbose, out, file, generate],
            epilogue: "Exit codes: 0 done, 2 the command line was not understood.")
    }
}
