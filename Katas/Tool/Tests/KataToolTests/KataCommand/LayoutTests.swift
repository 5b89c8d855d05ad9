import Specs
import Testing

@testable import KataTool

/// `kata` fits the terminal: no line wider than it, no line ending in spaces, columns that never run
/// together, with and without failing specs.
@MainActor
@Suite("kata layout")
struct LayoutTests {
    @Test("the matrix and the summary fit the width, with failures, at 80 and 60 columns", arguments: [80, 60])
    func matrixAndSummary_fitWidthWithFailingSpecs(width: Int) {
        let terminal = Terminal(usesColor: true, width: width, writeOutput: { _ in }, writeError: { _ in })
        let results = Self.resultsWithFailures()

        let text = [
            ResultsText(terminal: terminal).matrix(
                results, apps: App.allCases, implementations: Implementation.allCases),
            StatusCommand.summary(results, apps: App.allCases, implementations: Implementation.allCases),
            TextWrap.prose(
                ChangeRequestHints(
                    declaredButFailing: [
                        .init(implementation: .starter, changeRequest: .weeklyReport, failing: 3, specs: 3)
                    ], looksBuilt: [(.starter, .cartTotal)],
                    notBuilt: ChangeRequest.allCases.map { (.starter, $0) }
                ).text(), width: width),
        ].joined(separator: "\n")

        for line in text.split(separator: "\n") {
            #expect(TextWrap.visibleWidth(String(line)) <= width, "\(line)")
            #expect(!line.hasSuffix(" "), "\(line)")
        }
    }

    @Test("kata show fits every kata's prose to the width; code blocks and table rows stay whole", arguments: [80, 60])
    func show_fitsProseAndKeepsCodeWholeOnEveryKata(width: Int) {
        for kata in KataLibrary.katas {
            let fitted = ListCommand.fitted(kata.text, width: width)
            var inFence = false
            for line in fitted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("```") { inFence.toggle() }
                if inFence || trimmed.hasPrefix("|") || trimmed.hasPrefix("#") || trimmed.hasPrefix("```") {
                    #expect(
                        line.isEmpty || kata.text.contains(line), "\(kata.id): a code or table line changed: \(line)")
                } else {
                    let oneWord = !trimmed.contains(" ")
                    #expect(oneWord || TextWrap.visibleWidth(line) <= width, "\(kata.id): \(line)")
                }
            }
            let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
            #expect(words(fitted) == words(kata.text), "\(kata.id): a word was lost or added")
        }
    }

    @Test("kata list starts every title in one column and wraps it under that column", arguments: [80, 60])
    func list_alignsTitlesInOneColumn(width: Int) throws {
        let output = CapturedOutput()

        _ = try ListCommand.list([], terminal: output.terminal(width: width))

        let column = 2 + (KataLibrary.katas.map(\.id.count).max() ?? 0) + 2
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }.map(String.init)
        var titles: [String] = []
        for line in lines {
            #expect(line.count <= width, "\(line)")
            #expect(line.prefix(column).last == " " && line.dropFirst(column).first != " ", "\(line)")
            if line.hasPrefix("  "), line.dropFirst(2).first != " " {
                titles.append(String(line.dropFirst(column)))
            } else {
                titles[titles.count - 1] += " " + line.dropFirst(column)
            }
        }
        #expect(titles == KataLibrary.katas.map(\.title))
    }

    @Test("a spec name's change request goes whole onto the next piece when it does not fit")
    func identifier_keepsChangeRequestWholeOnItsOwnPiece() {
        let pieces = TextWrap.identifier("register_welcomesCarrierStyleAddressOnYmobileDomain (REG-4)", width: 53)

        #expect(pieces == ["register_welcomesCarrierStyleAddressOnYmobileDomain", "(REG-4)"])
    }

    @Test("prose keeps the spaces between words that stay on one line, and breaks only between words")
    func prose_keepsSpacesBetweenWordsOnTheSameLine() {
        let text = TextWrap.prose("  id     one two three four", width: 19, hangingIndent: 9)

        #expect(text == "  id     one two\n         three four")
    }

    @Test(
        "prose never breaks a command it suggests: it goes whole onto the next line, unless wider than a line",
        arguments: [
            (
                "REG-3 looks built. Declare it: swift run kata declare REG-3. Then run it again.",
                "REG-3 looks built. Declare it:\nswift run kata declare REG-3. Then run\nit again."
            ),
            (
                "Before you go on, see (`swift run kata declare` alone lists what is declared)",
                "Before you go on, see\n(`swift run kata declare` alone lists\nwhat is declared)"
            ),
            (
                "Run it: swift run kata room prune ~/a-room-whose-name-is-very-long.git --pair x",
                "Run it: swift run kata room prune\n~/a-room-whose-name-is-very-long.git\n--pair x"
            ),
        ])
    func prose_keepsCommandsWhole(text: String, wrapped: String) {
        #expect(TextWrap.prose(text, width: 40) == wrapped)
    }

    @Test("a summary line holds one tally whole, however long")
    func summary_keepsEachTallyOnItsOwnLine() {
        let results = Self.resultsWithFailures()

        let summary = StatusCommand.summary(results, apps: [.expenses], implementations: Implementation.allCases)

        let failed = Catalogue.specs(for: .expenses).count
        #expect(
            summary
                == "  Expense tracker  Starter     0 passed, \(failed) failed\n                   Refactored  \(failed) passed"
        )
    }

    @Test("a long spec name goes on over the next line, broken between its words, cells on its first line")
    func matrix_wrapsLongSpecNameBetweenWords() {
        let terminal = Terminal(usesColor: false, width: 80, writeOutput: { _ in }, writeError: { _ in })
        let spec = Catalogue.spec(.expenses, "addExpense_rejectsTitleOnEmptyWhiteSpaceOnlyOrLongerThan100Characters")!
        let results = SpecResults(results: [
            SpecResult(spec: spec, implementation: .starter, outcome: .passed),
            SpecResult(spec: spec, implementation: .refactored, outcome: .threw("boom")),
        ])

        let matrix = ResultsText(terminal: terminal).matrix(
            results, apps: [.expenses], implementations: Implementation.allCases)

        #expect(
            matrix == """
                Expense tracker                                           Starter    Refactored
                  addExpense_rejectsTitleOnEmptyWhiteSpaceOnlyOrLonger    ✓ pass     ✗ FAIL
                      Than100Characters

                """)
    }

    @Test(
        "COLUMNS gives the width when it is a number; anything else falls back",
        arguments: [
            ("120", 120), ("80", 80), ("12", 40), ("", nil), ("abc", nil), ("-5", nil), ("1e3", nil),
            ("99999999999999999999", nil),
        ] as [(String, Int?)])
    func terminalWidth_readsColumnsOnlyWhenItIsANumber(columns: String, width: Int?) {
        #expect(TerminalWidth.parse(columns) == width)
    }

    @Test(
        "a misspelt name gets the closest names; a name in another case is the name",
        arguments: [
            ("chek", ["check"]), ("expnses", ["expenses"]), ("expenses-ocpp", ["expenses-ocp"]),
            ("refacored", ["refactored"]), ("Europe/Pari", ["Europe/Paris"]), ("xyz", []),
        ])
    func suggestions_offerClosestNames(word: String, closest: [String]) {
        let names = Suggestions(names: [
            "check", "status", "expenses", "cart", "expenses-ocp", "expenses-srp", "starter", "refactored",
            "Europe/Paris", "Europe/Oslo",
        ])

        #expect(names.closest(to: word) == closest)
        #expect(names.match(word.uppercased()) == nil || closest == [word])
        #expect(names.match("EXPENSES") == "expenses")
    }

    // MARK: - Helpers

    /// Every spec, failing on the Starter and passing on the Refactored.
    private static func resultsWithFailures() -> SpecResults {
        SpecResults(
            results: App.allCases.flatMap { app in
                Catalogue.specs(for: app).flatMap { spec in
                    [
                        SpecResult(
                            spec: spec, implementation: .starter,
                            outcome: .failed(SpecFailure("what", expected: "this", seen: "that"))),
                        SpecResult(spec: spec, implementation: .refactored, outcome: .passed),
                    ]
                }
            })
    }
}
