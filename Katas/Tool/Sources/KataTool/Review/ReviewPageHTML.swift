import Specs

/// One review page: the app's audit, then the Starter on the left and the Refactored on the right, with
/// line numbers and the notes beside their lines. It prints as it shows (the stylesheet's print rules):
/// a first sheet with the page's head and the audit, then the two sides in landscape sheets.
struct ReviewPageHTML {
    let plan: ReviewPagePlan
    let audit: AppAudit
    let source: SiteSource
    /// The file names of the review pages the site has: a page it does not have is named, not linked.
    let pagesInSite: Set<String>
    let starter: ReviewSide
    let refactored: ReviewSide

    init(
        plan: ReviewPagePlan, audit: AppAudit, resolver: ExcerptResolver, source: SiteSource = .workingFiles,
        pagesInSite: Set<String> = []
    ) {
        self.plan = plan
        self.audit = audit
        self.source = source
        self.pagesInSite = pagesInSite
        starter = ReviewSide.starter(plan: plan, resolver: resolver, changes: source.changes)
        refactored = ReviewSide.refactored(plan: plan, resolver: resolver)
    }

    var title: String { "\(plan.app.displayName): \(plan.principle.name)" }

    var html: HTML {
        var body: HTML = """
            <header class="page"><p class="crumbs">\(navigation)</p><h1>\(title)</h1>\
            <p class="definition">\(plan.principle.definition)</p><p class="made">\(HTML.inline(source.madeFrom)).</p>\
            </header>
            <main id="main">

            """
        body += Self.auditTable(
            audit, caption: "\(plan.app.displayName) in numbers: swift run kata audit \(plan.app.rawValue)")
        if !plan.kataIDs.isEmpty {
            body += "<p class=\"katas\">Practise it: \(plan.kataIDs.map(KataCardHTML.link).joined(separator: ", "))</p>"
        }
        body += """
            <p class="keys"><span>Go to <a href="#starter-h">the Starter</a> · \
            <a href="#refactored-h">the Refactored</a>.</span> <span class="key-help">Keys: <kbd>j</kbd> or \
            <kbd>n</kbd> next note, <kbd>k</kbd> or <kbd>p</kbd> previous note. Every line number and note label \
            is a link to copy.</span></p><div class="columns">
            \(side(starter, name: "Starter", kind: "The smell"))\(side(refactored, name: "Refactored", kind: "The answer"))\
            </div>
            </main>
            \(Self.noteKeys)
            """
        return PageFrame.page(title: title + " · code review", root: "", source: source, body: body)
    }

    /// A link to the review page `page` when the site has it, else its text.
    private func link(_ page: String, _ text: String, current: Bool = false) -> HTML {
        guard pagesInSite.contains(page) else { return "<span class=\"absent\">\(text)</span>" }
        return current ? "<a aria-current=\"page\" href=\"\(page)\">\(text)</a>" : "<a href=\"\(page)\">\(text)</a>"
    }

    private var navigation: HTML {
        let principles = Principle.allCases.map { principle in
            link(ReviewPagePlan.fileName(plan.app, principle), principle.letter, current: principle == plan.principle)
        }.joined(separator: " ")
        let apps = App.allCases.filter { $0 != plan.app }.map {
            link(ReviewPagePlan.fileName($0, plan.principle), $0.displayName)
        }.joined(separator: " ")
        return "<span>\(plan.app.displayName): \(principles)</span> <span>\(plan.principle.letter) in \(apps)</span>"
    }

    /// A side: its heading; then its notes (what it is compared with, the notes about the whole excerpt, a
    /// list of the notes on lines, by file and line); then the code with each anchored note right under its
    /// line, as in a pull request. The three parts are rows of the page's grid, so the two sides' code
    /// starts at the same height.
    private func side(_ side: ReviewSide, name: String, kind: String) -> HTML {
        var notes: HTML = side.id == "starter" ? comparison : ""
        let general = side.notes.filter { $0.anchor == nil }.map {
            "<li class=\"note\(statusClass($0))\" id=\"\(side.id)-note-\($0.label)\">\(note($0, side))</li>" as HTML
        }
        if !general.isEmpty {
            notes += "<ul class=\"notes\" aria-label=\"Notes on the whole excerpt\">\(general.joined())</ul>"
        }
        let links = side.notes.compactMap { note in
            note.anchor.map { anchor -> HTML in
                let place = "\(side.excerpts[anchor.excerpt].fileName):\(anchor.line)"
                return "<a href=\"#\(side.id)-note-\(note.label)\">\(note.label) · \(place)</a>"
            }
        }
        if !links.isEmpty { notes += "<p class=\"jump\">On the code: \(links.joined(separator: " "))</p>" }
        var code: HTML = ""
        for (index, excerpt) in side.excerpts.enumerated() {
            code += "<section class=\"file\"><h3 class=\"file\"><code>\(excerpt.path)</code></h3>"
            if let notice = excerpt.notice { code += "<p class=\"notice\" role=\"note\">\(HTML.inline(notice))</p>" }
            if excerpt.isNew { code += "<p class=\"notice new\" role=\"note\">\(HTML.inline(Self.newFileNotice))</p>" }
            code += "<div class=\"code\">"
            for (position, (line, afterGap)) in excerpt.linesAfterGaps.enumerated() {
                if afterGap { code += "<div class=\"gap\" aria-label=\"lines left out\">⋮</div>" }
                let lineNotes = side.notes(at: index, line: line)
                let tokens = excerpt.tokens(at: line)
                // In print, a file's first lines stay with its name, and a doc comment with what it documents.
                let classes =
                    (lineNotes.isEmpty ? "" : " marked") + (position < 3 ? " lead" : "")
                    + (Self.isComment(tokens) ? " doc" : "")
                let id = "\(side.id)-\(HTML.id(excerpt.path))-L\(line)"
                code += """
                    <div class="line\(classes)" id="\(id)"\(Self.indent(tokens))><a class="ln" href="#\(id)" \
                    aria-label="line \(line) of \(excerpt.fileName)">\(line)</a><code>\(HTML.code(tokens))</code></div>
                    """
                code += lineNotes.map {
                    """
                    <aside class="note\(statusClass($0))" id="\(side.id)-note-\($0.label)" \
                    aria-label="note \($0.label), line \(line)">\(note($0, side))</aside>
                    """ as HTML
                }.joined()
            }
            code += "</div></section>"
        }
        return """
            <section class="side \(side.id)" aria-labelledby="\(side.id)-h"><h2 id="\(side.id)-h">\(name) \
            <span class="kind">\(kind): \(side.heading)</span></h2><div class="side-notes">\(notes)</div>\
            <div class="side-code">\(code)</div></section>

            """
    }

    /// A note: its label (a link to itself, to copy), its text, its id and the verdict of its smell check.
    private func note(_ note: SideNote, _ side: ReviewSide) -> HTML {
        """
        <a class="label" href="#\(side.id)-note-\(note.label)" aria-label="note \(note.label), a link to it">\
        \(note.label)</a> \(HTML.inline(note.text)) \
        <span class="source">(\(note.id ?? note.source))</span>\(note.verdict.map { verdict($0, side) } ?? "")
        """
    }

    /// How the verdict was reached: the check, what it found and where (a link to each place the page shows).
    private func verdict(_ verdict: NoteVerdict, _ side: ReviewSide) -> HTML {
        var found: HTML = ""
        switch verdict.status {
        case .stillThere:
            let places = verdict.places.prefix(4).map { place($0, side) }
            let more = verdict.places.count > 4 ? " and \(verdict.places.count - 4) more places" : ""
            found = places.isEmpty ? "found." : "found at \(places.joined(separator: ", "))\(more)."
        case .gone: found = "none in your code."
        case .notDecided: found = "\(HTML.inline(verdict.reason ?? "")): it cannot tell."
        }
        let hint: HTML = verdict.hint.map { " <span class=\"hint\">\(HTML.inline($0))</span>" } ?? ""
        return """
            <span class="status"><strong>\(verdict.head).</strong> Checked \(HTML.inline(verdict.looksFor)): \
            \(found)\(hint)</span>
            """
    }

    /// `File.swift:12`, a link to the line when this side shows it.
    private func place(_ place: AppCode.Place, _ side: ReviewSide) -> HTML {
        let name = "\(place.path.split(separator: "/").last.map(String.init) ?? place.path):\(place.line)"
        guard side.excerpts.contains(where: { $0.path == place.path && $0.lines.contains(place.line) }) else {
            return "<code>\(name)</code>"
        }
        return "<a href=\"#\(side.id)-\(HTML.id(place.path))-L\(place.line)\"><code>\(name)</code></a>"
    }

    private func statusClass(_ note: SideNote) -> String { note.verdict.map { " " + $0.status.rawValue } ?? "" }

    /// Whether a line holds only comments (a doc comment, kept with what it documents in print).
    static func isComment(_ tokens: [HighlightedToken]) -> Bool {
        tokens.contains { $0.kind == .comment } && tokens.allSatisfy { $0.kind == .comment || $0.kind == .space }
    }

    /// The indentation of a line of code, for its wrapped rows to keep (`style="--i:8"`); none when it has none.
    static func indent(_ tokens: [HighlightedToken]) -> HTML {
        let spaces = tokens.first.map { $0.kind == .space ? $0.text.prefix { $0 == " " }.count : 0 } ?? 0
        return spaces == 0 ? "" : " style=\"--i:\(spaces)\""
    }

    /// Said above a file of the table's Starter that the shipped Starter does not have.
    static let newFileNotice = "New in your Starter: the shipped Starter has no such file. It is shown whole."

    /// What the notes of the Starter's side are checked against, with how many say what, and the changes.
    private var comparison: HTML {
        let verdicts = starter.notes.compactMap(\.verdict)
        let counts = [("still there", NoteVerdict.Status.stillThere), ("gone", .gone), ("not decided", .notDecided)]
            .compactMap { words, status -> String? in
                let count = verdicts.filter { $0.status == status }.count
                return count == 0 ? nil : "\(count) \(words)"
            }
        let changes = ChangesPageHTML.fileName(plan.app)
        let every: HTML =
            source.shippedFrom == nil
            ? """
             There is no shipped Starter here to list your changes against (no upstream, \
            <code>origin/HEAD</code> or <code>origin/main</code>): <code>swift run kata review --since REVISION\
            </code> names one.
            """
            : pagesInSite.contains(changes) ? " <a href=\"\(changes)\">Every change you made</a>." : ""
        return """
            <p class="compared">Each note's smell is checked on your code as it is now, by what the code does, not by \
            its names (\(counts.joined(separator: ", "))).\(every)</p>
            """
    }

    /// The audit of one app as a table: a row per fact, its definition, the Starter and the Refactored.
    private static func auditTable(_ audit: AppAudit, caption: String) -> HTML {
        let rows = audit.facts.map { fact -> HTML in
            """
            <tr><th scope="row">\(fact.name)<small>\(HTML.inline(fact.definition))</small></th>\
            <td data-label="Starter">\(fact.starter.summary)</td>\
            <td data-label="Refactored">\(fact.refactored.summary)</td></tr>
            """
        }
        return """
            <table class="audit"><caption>\(caption)</caption><thead><tr><th scope="col">Fact</th>\
            <th scope="col">Starter</th><th scope="col">Refactored</th></tr></thead>\
            <tbody>\(rows.joined())</tbody></table>
            """
    }

    /// The keys reviewers know from GitHub and Gerrit: `j` or `n` goes to the next note, `k` or `p` to the
    /// previous one, in page order across both sides. A few lines of script inside the page (no file, nothing
    /// loaded): it only follows a note's own link (`#starter-note-2`), which works without it too.
    private static let noteKeys: HTML = """
        <script>
        document.addEventListener("keydown", (event) => {
          if (event.ctrlKey || event.metaKey || event.altKey) return;
          if (/^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement?.tagName ?? "")) return;
          const step = { j: 1, n: 1, k: -1, p: -1 }[event.key];
          if (!step) return;
          const notes = [...document.querySelectorAll("main .note[id]")];
          if (notes.length === 0) return;
          const current = notes.findIndex((note) => "#" + note.id === location.hash);
          const next = current < 0 ? (step > 0 ? 0 : notes.length - 1)
            : Math.min(Math.max(current + step, 0), notes.length - 1);
          location.hash = notes[next].id;
          notes[next].querySelector("a.label")?.focus({ preventScroll: true });
          event.preventDefault();
        });
        </script>

        """
}
