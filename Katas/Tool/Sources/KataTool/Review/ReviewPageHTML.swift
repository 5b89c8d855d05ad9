import Specs

/// One review page: the app's audit, then the Starter on the left and the Refactored on the right, with
/// line numbers and the notes anchored to their lines; and the printed handout of the same page.
struct ReviewPageHTML {
    let plan: ReviewPagePlan
    let audit: AppAudit
    let source: SiteSource
    /// The file names of the review pages the site has: a page it does not have is named, not linked.
    let pagesInSite: Set<String>
    let starter: ReviewSide
    let refactored: ReviewSide
    /// The printed handout of each side, item by item, made once: the sheet count and the sheets read it.
    let leftItems: [PrintSheets.Item]
    let rightItems: [PrintSheets.Item]

    init(
        plan: ReviewPagePlan, audit: AppAudit, resolver: ExcerptResolver, source: SiteSource = .workingFiles,
        comparison: StarterComparison? = nil, pagesInSite: Set<String> = []
    ) {
        self.plan = plan
        self.audit = audit
        self.source = source
        self.pagesInSite = pagesInSite
        starter = ReviewSide.starter(plan: plan, resolver: resolver, comparison: comparison)
        refactored = ReviewSide.refactored(plan: plan, resolver: resolver)
        leftItems = PrintSheets.items(starter, title: "Starter: " + starter.heading)
        rightItems = PrintSheets.items(refactored, title: "Refactored: " + refactored.heading)
    }

    var title: String { "\(plan.app.displayName): \(plan.principle.name)" }

    var printedSheets: Int { 1 + max(PrintSheets.chunks(leftItems).count, PrintSheets.chunks(rightItems).count, 1) }

    var html: HTML {
        var body: HTML = """
            <header class="page"><p class="crumbs">\(navigation)</p><h1>\(title)</h1>\
            <p class="definition">\(plan.principle.definition)</p></header>
            <main id="main">
            <div class="screen">

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
            </div>
            <div class="print" aria-hidden="true">
            <div class="sheet first"><h2>\(title)</h2><p>\(plan.principle.definition)</p>\
            <p class="made">\(HTML.inline(source.madeFrom)).</p>\
            \(Self.auditTable(audit, caption: "\(plan.app.displayName) in numbers"))</div>
            \(PrintSheets.html(left: leftItems, right: rightItems))
            </div>
            </main>
            \(Self.noteKeys)
            """
        return PageFrame.page(
            title: title + " · code review", root: "", source: source,
            extraHead: "<meta name=\"kata-print-pages\" content=\"\(printedSheets)\">", body: body)
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
            code += "<figure class=\"file\"><figcaption><code>\(excerpt.path)</code></figcaption>"
            if let notice = excerpt.notice { code += "<p class=\"notice\" role=\"note\">\(HTML.inline(notice))</p>" }
            if excerpt.isNew { code += "<p class=\"notice new\" role=\"note\">\(HTML.inline(Self.newFileNotice))</p>" }
            code += "<div class=\"code\">"
            for (line, afterGap) in excerpt.linesAfterGaps {
                if afterGap { code += "<div class=\"gap\" aria-label=\"lines left out\">⋮</div>" }
                let lineNotes = side.notes(at: index, line: line)
                let marked = lineNotes.isEmpty ? "" : " marked"
                let id = "\(side.id)-\(HTML.id(excerpt.path))-L\(line)"
                code += """
                    <div class="line\(marked)" id="\(id)"><a class="ln" href="#\(id)" \
                    aria-label="line \(line) of \(excerpt.fileName)">\(line)</a><code>\(HTML.code(excerpt.tokens(at: line)))</code></div>
                    """
                code += lineNotes.map {
                    """
                    <aside class="note\(statusClass($0))" id="\(side.id)-note-\($0.label)" \
                    aria-label="note \($0.label), line \(line)">\(note($0, side))</aside>
                    """ as HTML
                }.joined()
            }
            code += "</div></figure>"
        }
        return """
            <section class="side \(side.id)" aria-labelledby="\(side.id)-h"><h2 id="\(side.id)-h">\(name) \
            <span class="kind">\(kind): \(side.heading)</span></h2><div class="side-notes">\(notes)</div>\
            <div class="side-code">\(code)</div></section>

            """
    }

    /// A note: its label (a link to itself, to copy), its text, where it comes from and its status.
    private func note(_ note: SideNote, _ side: ReviewSide) -> HTML {
        let status = note.status.map { "<span class=\"status\">\(HTML.inline($0.sentence))</span>" as HTML } ?? ""
        return """
            <a class="label" href="#\(side.id)-note-\(note.label)" aria-label="note \(note.label), a link to it">\
            \(note.label)</a> \(HTML.inline(note.text)) \
            <span class="source">(\(note.source))</span>\(status)
            """
    }

    private func statusClass(_ note: SideNote) -> String { note.status.map { " " + $0.kind } ?? "" }

    /// Said above a file of the table's Starter that the shipped Starter does not have.
    static let newFileNotice = "New in your Starter: the shipped Starter has no such file. It is shown whole."

    /// What the Starter's side is compared with, said above its notes, with how many notes still match.
    private var comparison: HTML {
        guard let from = source.shippedFrom else {
            return """
                <p class="compared">Not compared with a shipped Starter: git has none here (no upstream, \
                <code>origin/HEAD</code> or <code>origin/main</code>), so the notes cannot say whether their smell is \
                gone. <code>swift run kata review --since REVISION</code> names one.</p>
                """
        }
        let statuses = starter.notes.compactMap(\.status)
        let counts = [("still there", "still"), ("no longer match", "changed"), ("gone", "gone")].compactMap {
            words, kind -> String? in
            let count = statuses.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(words)"
        }
        let changes = ChangesPageHTML.fileName(plan.app)
        let every: HTML = pagesInSite.contains(changes) ? " <a href=\"\(changes)\">Every change you made</a>." : ""
        return """
            <p class="compared">Your code, compared with the shipped Starter of \(HTML.inline(from)): each note says \
            whether its code is still there (\(counts.joined(separator: ", "))).\(every)</p>
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
          const notes = [...document.querySelectorAll(".screen .note[id]")];
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
