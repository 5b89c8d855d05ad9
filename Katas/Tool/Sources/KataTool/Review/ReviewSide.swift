/// One side of a review page: its excerpts of code and its notes, anchored to their lines.
struct ReviewSide: Sendable {
    /// `starter` or `refactored`: the prefix of the side's ids.
    let id: String
    let heading: String
    let excerpts: [CodeExcerpt]
    let notes: [SideNote]

    /// The Starter's side: the review's expert comments (anchored to the code they quote), then the smells,
    /// then the files of the app's Starter the shipped one does not have. With the shipped Starter at hand
    /// (`comparison`), each note says whether its code is still there.
    static func starter(
        plan: ReviewPagePlan, resolver: ExcerptResolver, comparison: StarterComparison? = nil
    ) -> ReviewSide {
        var excerpts = resolver.excerpts(for: plan.smells)
        for file in comparison?.newFiles ?? [] where !excerpts.contains(where: { $0.path == file.path }) {
            excerpts.append(
                CodeExcerpt(
                    path: file.path, file: file, lines: Array(1...max(file.lines.count, 1)), symbolLines: [:],
                    notice: nil, isNew: true))
        }
        var notes: [SideNote] = []
        for comment in plan.review?.comments ?? [] {
            let anchor = comment.anchor.flatMap { quoted in line(containing: quoted, in: excerpts) }
            notes.append(
                SideNote(
                    label: "\(notes.count + 1)", text: comment.text, source: plan.review?.id ?? "", anchor: anchor,
                    status: comparison == nil
                        ? nil : comment.anchor.map { StarterComparison.status(ofQuote: $0, isShown: anchor != nil) }))
        }
        for smell in plan.smells where !smell.text.isEmpty {
            notes.append(
                SideNote(
                    label: "\(notes.count + 1)", text: smell.text, source: smell.kataID,
                    anchor: symbolLine(smell, in: excerpts), status: comparison?.status(of: smell)))
        }
        return ReviewSide(id: "starter", heading: plan.smellTitle, excerpts: excerpts, notes: notes)
    }

    /// The Refactored's side: where the answer lives, each row anchored to its symbol.
    static func refactored(plan: ReviewPagePlan, resolver: ExcerptResolver) -> ReviewSide {
        let excerpts = resolver.excerpts(for: plan.answers)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let notes = plan.answers.enumerated().map { index, answer in
            SideNote(
                label: index < letters.count ? String(letters[index]) : "z\(index)", text: answer.text,
                source: answer.kataID, anchor: symbolLine(answer, in: excerpts))
        }
        return ReviewSide(id: "refactored", heading: plan.answerTitle, excerpts: excerpts, notes: notes)
    }

    /// The first shown line whose text contains `quoted`.
    static func line(containing quoted: String, in excerpts: [CodeExcerpt]) -> (excerpt: Int, line: Int)? {
        for (index, excerpt) in excerpts.enumerated() {
            if let file = excerpt.file,
                let line = excerpt.lines.first(where: { $0 <= file.lines.count && file.lines[$0 - 1].contains(quoted) })
            {
                return (index, line)
            }
        }
        return nil
    }

    /// The line of the note's first symbol found, in the excerpts of its files (or where it moved to).
    static func symbolLine(_ note: CodeNote, in excerpts: [CodeExcerpt]) -> (excerpt: Int, line: Int)? {
        for symbol in note.symbols {
            if let index = excerpts.firstIndex(where: { note.files.contains($0.path) && $0.line(of: symbol) != nil })
                ?? excerpts.firstIndex(where: { $0.line(of: symbol) != nil }),
                let line = excerpts[index].line(of: symbol)
            {
                return (index, line)
            }
        }
        return nil
    }

    func notes(at index: Int, line: Int) -> [SideNote] {
        notes.filter { $0.anchor?.excerpt == index && $0.anchor?.line == line }
    }
}
