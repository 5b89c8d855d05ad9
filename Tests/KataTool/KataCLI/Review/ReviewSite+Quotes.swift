import KataHarness

extension ReviewSite {
    /// What the pages say about code that is not there: a file or symbol the texts name that the code
    /// no longer has (the page shows a notice instead), or an expert comment quoting text that no shown
    /// line contains. On an attendee's refactored tree these are expected, and the pages say so; on the
    /// untouched tree each is a text to mend, and `kata review --strict` (CI's check) fails on it.
    func quoteProblems(apps: [App] = App.allCases, principles: [Principle] = Principle.allCases) -> [String] {
        plans(apps: apps, principles: principles).map { page($0) }.flatMap { page -> [String] in
            let name = page.plan.fileName
            let notices = (page.starter.excerpts + page.refactored.excerpts).compactMap(\.notice).map {
                "\(name): \($0)"
            }
            let comments = page.plan.review?.comments ?? []
            let unanchored = zip(comments, page.starter.notes).compactMap { comment, note -> String? in
                guard let quoted = comment.anchor, note.anchor == nil else { return nil }
                return "\(name): expert comment \(note.label) quotes `\(quoted)`, which no shown line contains."
            }
            return notices + unanchored
        } + unquotedPlaces
    }

    /// The expert comments that name a place (`Suggestion, on the amount branch.`) without quoting a line
    /// of it: the page could not put them on their line. Each must quote one, e.g.
    /// `**Suggestion, on the amount branch, `if amountText.isEmpty {`.**`.
    var unquotedPlaces: [String] {
        texts.flatMap { text in
            text.comments.filter { $0.namesPlace && $0.anchor == nil }.map {
                "\(text.id): expert comment \($0.number) names a place but quotes no line of it: add one in backticks."
            }
        }
    }
}
