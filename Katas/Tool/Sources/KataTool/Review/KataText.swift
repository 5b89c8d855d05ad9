import Foundation
import Specs

/// A kata text of `Katas/`, read for the review site: what it names in the code, and what a printed
/// kata card shows (every section an attendee works from, whole, and the commands).
struct KataText: Sendable {
    let id: String
    let markdown: String
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
    /// The sections a kata card shows, in the text's order, each with its Markdown lines: all but the
    /// facilitator's (`facilitatorSections`); a review's card shows all, its expert comments on a sheet of
    /// their own (`turn`), to read after writing one's own.
    let cardSections: [(heading: String, lines: [String], turn: Bool)]
    let commands: [String]

    /// The headings of the sections a kata's card leaves out: they give the answer away (smell map, hints,
    /// where the answer lives) or are for the facilitator (discussion, measured results). A review's card
    /// leaves out nothing: its steps compare with its comments and open its matching code.
    static let facilitatorSections = ["Smell map", "Hints", "Discussion", "Where the", "What we measured"]

    init(id: String, markdown: String) {
        let text = MarkdownText(markdown)
        self.id = id
        self.markdown = markdown
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
        smells =
            isReview
            ? text.section("The excerpt").filter { $0.hasPrefix("From `") }.map { line in
                let names = MarkdownText.backticked(line)
                return CodeNote(files: [names[0]], symbols: Array(names.dropFirst()), text: "", kataID: id)
            }
            : MarkdownText.tableRows(text.section("Smell map")).compactMap {
                CodeNote(row: $0, kataID: id, hasPrinciple: true)
            }
        answers = MarkdownText.tableRows(text.section(isReview ? "The matching Refactored code" : "Where the"))
            .compactMap { CodeNote(row: $0, kataID: id, hasPrinciple: false) }
        comments = MarkdownText.numberedItems(text.section("Review comments")).enumerated().map {
            ExpertComment(number: $0.offset + 1, item: $0.element)
        }
        cardSections = text.headings.filter { heading in
            isReview || !Self.facilitatorSections.contains { heading.hasPrefix($0) }
        }.map { ($0, text.section($0), $0.hasPrefix("Review comments")) }
        let inline = text.lines.flatMap(MarkdownText.backticked).filter {
            $0.hasPrefix("swift run ") || $0.hasPrefix("swift test") || $0.hasPrefix("git ")
        }
        let own = ["swift run kata show \(id)"] + (isReview ? ["swift run kata review --app \(app.rawValue)"] : [])
        var seen = Set<String>()
        commands = (own + MarkdownText.shellCommands(text.lines) + inline).filter { seen.insert($0).inserted }
    }
}
