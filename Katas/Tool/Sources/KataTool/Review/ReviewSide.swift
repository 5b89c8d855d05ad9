import Specs

/// One side of a review page: its excerpts of code and its notes, anchored to their lines and numbered in
/// reading order (the notes about the whole excerpt first, then down the code).
struct ReviewSide: Sendable {
    /// `starter` or `refactored`: the prefix of the side's ids.
    let id: String
    let heading: String
    let excerpts: [CodeExcerpt]
    let notes: [SideNote]

    /// The Starter's side: the review's expert comments and the smells, each with the verdict of its smell
    /// check on the code now, beside the line it quotes or names, or else the line where its check found
    /// the smell (shown, with its declaration); then the files of the app's Starter that are new since the
    /// shipped one (`changes`), whole.
    static func starter(plan: ReviewPagePlan, resolver: ExcerptResolver, changes: [FileChange]? = nil) -> ReviewSide {
        let code = AppCode(app: plan.app, files: resolver.files)
        var excerpts = resolver.excerpts(for: plan.smells)
        for change in FileChange.of(plan.app, in: changes ?? [], now: Set(code.starter.map(\.path)))
        where change.state == "added" {
            guard let path = change.newPath, let file = resolver.files[path],
                !excerpts.contains(where: { $0.path == path })
            else { continue }
            excerpts.append(
                CodeExcerpt(
                    path: path, file: file, lines: Array(1...max(file.lines.count, 1)), symbolLines: [:], notice: nil,
                    isNew: true))
        }
        var notes: [(note: SideNote, quote: String?, symbols: [CodeNote])] = []
        for comment in plan.review?.comments ?? [] {
            let id = plan.review.map { "\($0.id)#\(comment.number)" }
            var note = SideNote(label: "", text: comment.text, source: plan.review?.id ?? "", id: id)
            note.verdict = verdict(
                id, code: code,
                hint: comment.anchor.flatMap { quote in
                    code.starter.contains { $0.lines.contains { $0.contains(quote) } }
                        ? nil : "no line of your code holds `\(quote)` now: changed, or moved?"
                })
            notes.append((note, comment.anchor, []))
        }
        for smell in plan.smells where !smell.text.isEmpty {
            var note = SideNote(label: "", text: smell.text, source: smell.kataID, id: smell.id)
            let missing = smell.symbols.filter { symbol in
                !(code.starter + code.adapter).contains { SymbolLocator.anchorLine(of: symbol, in: $0) != nil }
            }
            note.verdict = verdict(
                smell.id, code: code,
                hint: missing.isEmpty
                    ? nil
                    : """
                    \(missing.map { "`\($0)`" }.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") not in your \
                    code under \(missing.count == 1 ? "that name" : "those names"): renamed?
                    """)
            notes.append((note, nil, [smell]))
        }
        for index in notes.indices {
            let (note, quote, smell) = notes[index]
            let places = note.verdict?.places ?? []
            notes[index].note.anchor =
                quote.flatMap { line(containing: $0, in: excerpts) }
                ?? smell.first.flatMap { symbolLine($0, in: excerpts, containingOneOf: places) }
                ?? show(places, in: &excerpts, files: resolver.files)
                ?? smell.first.flatMap { symbolLine($0, in: excerpts) }
        }
        return ReviewSide(
            id: "starter", heading: plan.smellTitle, excerpts: excerpts,
            notes: inReadingOrder(notes.map(\.note)) { "\($0 + 1)" })
    }

    /// The verdict of the note `id`'s smell check on `code`; nil when the note has none (praise).
    static func verdict(_ id: String?, code: AppCode, hint: String?) -> NoteVerdict? {
        guard let id, let check = SmellChecks.check(id) else { return nil }
        return NoteVerdict(looksFor: check.looksFor, finding: check.find(code), hint: hint)
    }

    /// The Refactored's side: where the answer lives, each row anchored to its symbol.
    static func refactored(plan: ReviewPagePlan, resolver: ExcerptResolver) -> ReviewSide {
        let excerpts = resolver.excerpts(for: plan.answers)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let notes = plan.answers.map { answer in
            SideNote(
                label: "", text: answer.text, source: answer.kataID, anchor: symbolLine(answer, in: excerpts))
        }
        return ReviewSide(
            id: "refactored", heading: plan.answerTitle, excerpts: excerpts,
            notes: inReadingOrder(notes) { $0 < letters.count ? String(letters[$0]) : "z\($0)" })
    }

    /// `notes` in reading order, labelled so: those about the whole excerpt first, as the texts give them,
    /// then down the code, file by file and line by line.
    static func inReadingOrder(_ notes: [SideNote], label: (Int) -> String) -> [SideNote] {
        let order = notes.indices.sorted { first, second in
            let (a, b) = (notes[first].anchor, notes[second].anchor)
            switch (a, b) {
            case (nil, nil): return first < second
            case (nil, _): return true
            case (_, nil): return false
            case (let a?, let b?): return (a.excerpt, a.line, first) < (b.excerpt, b.line, second)
            }
        }
        return order.enumerated().map { position, index in
            var note = notes[index]
            note.label = label(position)
            return note
        }
    }

    /// The first of `places` that the excerpts show, else the first one, which is then shown: with its
    /// declaration when that is short, else with two lines around it, in its file's excerpt (a new one when
    /// the page shows nothing of that file).
    static func show(_ places: [AppCode.Place], in excerpts: inout [CodeExcerpt], files: [String: SourceFile])
        -> (excerpt: Int, line: Int)?
    {
        for place in places {
            if let index = excerpts.firstIndex(where: { $0.path == place.path && $0.lines.contains(place.line) }) {
                return (index, place.line)
            }
        }
        guard let place = places.first, let file = files[place.path] else { return nil }
        let declaration = file.symbols.filter { !$0.isLocal && $0.firstLine <= place.line && $0.lastLine >= place.line }
            .min { $0.lineCount < $1.lineCount }
        let lines =
            declaration.flatMap { $0.lineCount <= 40 ? Array($0.firstLine...$0.lastLine) : nil }
            ?? Array(max(1, place.line - 2)...min(file.lines.count, place.line + 2))
        if let index = excerpts.firstIndex(where: { $0.path == place.path }) {
            let excerpt = excerpts[index]
            excerpts[index] = CodeExcerpt(
                path: excerpt.path, file: excerpt.file, lines: Array(Set(excerpt.lines + lines)).sorted(),
                symbolLines: excerpt.symbolLines, notice: excerpt.notice, isNew: excerpt.isNew)
            return (index, place.line)
        }
        excerpts.append(CodeExcerpt(path: place.path, file: file, lines: lines, symbolLines: [:], notice: nil))
        return (excerpts.count - 1, place.line)
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

    /// The line of the note's first symbol found, in the excerpts of its files (or where it moved to); with
    /// `places`, only a symbol whose declaration holds one of them (the smell its check found).
    static func symbolLine(_ note: CodeNote, in excerpts: [CodeExcerpt], containingOneOf places: [AppCode.Place]? = nil)
        -> (excerpt: Int, line: Int)?
    {
        for symbol in note.symbols {
            if let index = excerpts.firstIndex(where: { note.files.contains($0.path) && $0.line(of: symbol) != nil })
                ?? excerpts.firstIndex(where: { $0.line(of: symbol) != nil }),
                let line = excerpts[index].line(of: symbol)
            {
                guard let places else { return (index, line) }
                let excerpt = excerpts[index]
                let declaration = excerpt.file?.symbols.first { $0.firstLine == line && !$0.isLocal }
                if let declaration,
                    places.contains(where: {
                        $0.path == excerpt.path && (declaration.firstLine...declaration.lastLine).contains($0.line)
                    })
                {
                    return (index, line)
                }
            }
        }
        return nil
    }

    func notes(at index: Int, line: Int) -> [SideNote] {
        notes.filter { $0.anchor?.excerpt == index && $0.anchor?.line == line }
    }
}
