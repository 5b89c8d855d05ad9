import Specs
import Testing

@testable import KataTool

@Suite("kata review: the kata cards")
struct ReviewCardTests {
    @Test("every fenced block of every kata text is on its card, whole")
    func card_showsEveryFencedBlockOnEveryKata() {
        for kata in KataLibrary.katas {
            let text = KataText(id: kata.id, markdown: kata.text)

            let card = KataCardHTML.html(text).description

            for block in MarkdownText.fencedBlocks(MarkdownText(kata.text).lines) {
                let code: HTML = "\(block.joined(separator: "\n"))"
                #expect(card.contains(code.description), "\(kata.id): \(block.first ?? "")")
            }
        }
    }

    @Test("a card shows a Done when whole: its commands, its expected output and the text between them")
    func card_showsDoneWhenWithItsExpectedOutput() {
        let card = KataCardHTML.html(KataText(id: "expenses-demo", markdown: Self.kata)).description

        #expect(
            card.contains(
                "<h2>Done when</h2><pre class=\"block commands\"><code>swift run kata check expenses</code></pre>"))
        #expect(
            card.contains("<p>ends with:</p><pre class=\"block\"><code>Summary:\n\n43 passed, 3 not yet</code></pre>"))
        #expect(card.contains("<li><p>Run it:</p><pre class=\"block commands\"><code>swift test</code></pre></li>"))
        #expect(card.contains("<table><thead><tr><th scope=\"col\">Spec</th>"))
    }

    @Test("a card leaves out what gives the answer away: smell map, hints, discussion, where the answer lives")
    func card_leavesOutTheFacilitatorsSections() {
        let card = KataCardHTML.html(KataText(id: "expenses-demo", markdown: Self.kata)).description

        for heading in ["Goal", "Steps", "Done when", "Commands"] { #expect(card.contains("<h2>\(heading)</h2>")) }
        for hidden in ["Smell map", "Hints", "Discussion", "Where the Refactored answer lives", "the answer itself"] {
            #expect(!card.contains(hidden), "\(hidden)")
        }
    }

    @Test("a kata run in timed rounds shows each round as a section of its card")
    func card_showsRoundsAsSectionsOnParallelKata() {
        let markdown = "# Parallel\n\n## Round 1: the Starter (30 minutes)\n\nDo it.\n\n```sh\nswift test\n```\n"

        let card = KataCardHTML.html(KataText(id: "registration-parallel", markdown: markdown)).description

        #expect(card.contains("<h2>Round 1: the Starter (30 minutes)</h2><p>Do it.</p>"))
        #expect(card.contains("<pre class=\"block commands\"><code>swift test</code></pre>"))
    }

    @Test("a card promises only what it holds: the comments it compares with, the comment it names, the code it opens")
    func cards_holdWhatTheyPointTo() throws {
        for kata in KataLibrary.katas {
            let text = KataText(id: kata.id, markdown: kata.text)
            let card = KataCardHTML.html(text).description
            let kept = text.cardSections.flatMap(\.lines).joined(separator: "\n")

            if kept.contains("comments below") || kept.range(of: #"Comment \d"#, options: .regularExpression) != nil {
                #expect(card.contains("<h2>Review comments an expert would write</h2>"), "\(kata.id)")
                for comment in text.comments {
                    #expect(card.contains(HTML.inline(comment.text).description), "\(kata.id)")
                }
            }
            if kept.contains("matching Refactored code") {
                #expect(card.contains("<h2>The matching Refactored code</h2>"), "\(kata.id)")
            }
            for hidden in ["Smell map", "Hints", "Discussion"]
            where !text.cardSections.contains(where: { $0.heading.hasPrefix(hidden) }) {
                #expect(!kept.lowercased().contains(hidden.lowercased()), "\(kata.id) points to \(hidden)")
            }
        }
    }

    @Test("a review's card holds its expert comments on a sheet of their own, to turn to after writing one's own")
    func reviewCard_holdsTheCommentsAfterATurn() throws {
        let kata = try #require(KataLibrary.katas.first { $0.id == "review-ocp" })
        let card = KataCardHTML.html(KataText(id: kata.id, markdown: kata.text)).description

        #expect(
            card.contains(
                "<section class=\"turn\"><h2>Review comments an expert would write</h2><p class=\"turn-note\">Turn to this "
                    + "once your own comments are written.</p>"))
        #expect(SiteStyle.css.contains(".card .turn { break-before: page; border: 0; }"))
    }

    @Test("a printed card names the commit and the time it was made from")
    func card_namesItsCommitAndTime() {
        let source = SiteSource(provenance: "commit `abc1234`", madeAt: "2026-01-02 03:04 +00:00")

        let card = KataCardHTML.html(KataText(id: "expenses-demo", markdown: Self.kata), source: source).description

        #expect(
            card.contains(
                "<p class=\"made\">Made on 2026-01-02 03:04 +00:00 from commit <code>abc1234</code>.</p></header>"))
        #expect(!ReviewPrintTests.print.contains(".made { display: none"))
    }

    // MARK: - Fixtures

    static let kata = """
        # Expenses: a demo kata (SRP)

        **App:** Expense tracker · **Time box:** 45 minutes

        ## Goal

        Split `didTapSave()`.

        ## Steps

        1. Move the rules.
        2. Run it:

           ```sh
           swift test
           ```

        | Spec | Result |
        | --- | --- |
        | EXP-1 | not yet |

        ## Smell map

        | File | Symbol | Principle | Why it hurts |
        | --- | --- | --- | --- |
        | `Starter/Expenses/AddExpenseScreen.swift` | `didTapSave()` | S | the answer itself |

        ## Done when

        ```sh
        swift run kata check expenses
        ```

        ends with:

        ```text
        Summary:

        43 passed, 3 not yet
        ```

        ## Hints

        - the answer itself

        ## Discussion

        Why?

        ## Where the Refactored answer lives

        | File | Symbol | What it does |
        | --- | --- | --- |
        | `Refactored/Expenses/Domain/ExpenseRules.swift` | `ExpenseRules` | the answer itself |

        """
}
