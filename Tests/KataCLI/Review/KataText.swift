import Foundation
import KataHarness

/// A kata text of `Katas/`, read for the review site: what it names in the code, and what a printed
/// kata card shows (goal, steps, done-when, commands).
struct KataText: Sendable {
    let id: String
    let title: String
    let app: App
    let timeBox: String
    /// A review exercise's principle (from `(SRP)` in its title); nil for other katas.
    let reviewPrinciple: Principle?
    /// The smell map's rows, or a review's excerpts (with no text of their own).
    let smells: [CodeNote]
    /// Where the Refactored answer lives.
    let answers: [CodeNote]
    let comments: [ExpertComment]
    let goal: [String]
    let steps: [String]
    let doneWhen: [String]
    let commands: [String]

    init(id: String, markdown: String) {
        let text = MarkdownText(markdown)
        self.id = id
        title = text.title
        let headerStart = text.lines.firstIndex { $0.hasPrefix("**Time box:**") } ?? text.lines.endIndex
        let header = text.lines[headerStart...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .joined(separator: " ")
        timeBox =
            header.components(separatedBy: "**Time box:** ").dropFirst().first?
            .components(separatedBy: " ·").first ?? ""
        let appName = header.components(separatedBy: "**App:** ").dropFirst().first?.lowercased() ?? id
        app =
            appName.hasPrefix("shopping") || id.hasPrefix("cart")
            ? .cart
            : appName.hasPrefix("registration") || id.hasPrefix("registration") ? .registration : .expenses
        let isReview = id.hasPrefix("review")
        let titleTag = title.split(separator: "(").last.map { $0.prefix { $0 != ")" && $0 != "," } } ?? ""
        reviewPrinciple = isReview ? Principle(letter: String(titleTag)) : nil
        let excerptLines = text.section("The excerpt").filter { $0.hasPrefix("From `") }
        smells =
            isReview
            ? excerptLines.map { line in
                let names = MarkdownText.backticked(line)
                return CodeNote(files: [names[0]], symbols: Array(names.dropFirst()), text: "", kataID: id)
            }
            : MarkdownText.tableRows(text.section("Smell map")).compactMap {
                CodeNote(row: $0, kataID: id, hasPrinciple: true)
            }
        let answerSection = isReview ? text.section("The matching Refactored code") : text.section("Where the")
        answers = MarkdownText.tableRows(answerSection).compactMap {
            CodeNote(row: $0, kataID: id, hasPrinciple: false)
        }
        comments = MarkdownText.numberedItems(text.section("Review comments")).enumerated().map {
            ExpertComment(number: $0.offset + 1, item: $0.element)
        }
        if isReview {
            let howTo = text.section("How to run")
            goal = MarkdownText.paragraphs(howTo)
            steps = MarkdownText.numberedItems(howTo)
            doneWhen = MarkdownText.bullets(text.section("Questions for the reviewers"))
        } else {
            goal = MarkdownText.paragraphs(text.section("Goal"))
            let numbered = MarkdownText.numberedItems(text.section("Steps"))
            // A kata without a Steps section is run in timed parts, e.g. `## Round 1: the Starter (30 minutes)`.
            steps =
                numbered.isEmpty
                ? text.headings.filter { $0.hasSuffix("minutes)") }.map { heading in
                    let section = text.section(heading)
                    let first =
                        MarkdownText.paragraphs(section).first ?? MarkdownText.numberedItems(section).first ?? ""
                    return "**\(heading).** \(first)"
                }
                : numbered
            doneWhen = MarkdownText.paragraphs(text.section("Done when"))
        }
        let inline = text.lines.flatMap(MarkdownText.backticked).filter {
            $0.hasPrefix("swift run ") || $0.hasPrefix("swift test") || $0.hasPrefix("git ")
        }
        let own = ["swift run kata show \(id)"] + (isReview ? ["swift run kata review --app \(app.rawValue)"] : [])
        var seen = Set<String>()
        commands = (own + MarkdownText.shellCommands(text.lines) + inline).filter { seen.insert($0).inserted }
    }
}
