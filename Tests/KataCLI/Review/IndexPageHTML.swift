import KataHarness

/// The review site's index: the principle → smell → answer → kata map of the three apps, each app's
/// change requests and what they cost in each design, and the kata cards.
enum IndexPageHTML {
    static func html(plans: [ReviewPagePlan], audits: [App: AppAudit], katas: [KataText]) -> HTML {
        var body: HTML = """
            <header class="page"><h1>Code review training</h1><p>Each page puts the Starter (left) next to the \
            Refactored (right), for one app and one principle. The code is read from your working tree when the \
            site is made: refactor, run <code>swift run kata review</code> again, and the left side shows your \
            code and your numbers. Every page prints as a landscape handout.</p></header>\
            <main id="main"><section aria-labelledby="map"><h2 id="map">Principle → smell → answer → kata</h2>
            """
        for app in App.allCases {
            body += """
                <table class="map"><caption>\(app.displayName)</caption><thead><tr><th scope="col">Principle</th>\
                <th scope="col">Smell (Starter)</th><th scope="col">Answer (Refactored)</th>\
                <th scope="col">Katas</th></tr></thead><tbody>
                """
            for plan in plans where plan.app == app {
                let page: HTML = "<a href=\"\(plan.fileName)\">\(plan.principle.name)</a>"
                if plan.isEmpty {
                    body += """
                        <tr><th scope="row">\(page)</th><td colspan="3">No smell of this principle named here: \
                        practised on another app.</td></tr>
                        """
                    continue
                }
                let katas = ((plan.review.map { [$0.id] } ?? []) + plan.katas.map(\.id))
                    .map { "<a href=\"cards/\($0).html\"><code>\($0)</code></a>" as HTML }
                body += """
                    <tr><th scope="row">\(page)</th><td>\(plan.smellTitle)<br>\(files(plan.smells))</td>\
                    <td>\(files(plan.answers))</td><td>\(katas.joined(separator: " "))</td></tr>
                    """
            }
            body += "</tbody></table>"
        }
        body += """
            </section><section aria-labelledby="cost"><h2 id="cost">Change requests: what each cost</h2>\
            <p>Measured from the code: once a design has the change, the files and lines of code that name its new \
            case; before, the files and lines that name its nearest existing case, each one a place to copy or \
            edit.</p><table class="cost"><thead><tr><th scope="col">App</th><th scope="col">Starter</th>\
            <th scope="col">Refactored</th></tr></thead><tbody>
            """
        for app in App.allCases {
            guard let cost = audits[app]?.facts.last else { continue }
            body += """
                <tr><th scope="row">\(app.displayName)</th><td>\(cost.starter.summary)</td>\
                <td>\(cost.refactored.summary)</td></tr>
                """
        }
        body += """
            </tbody></table></section><section aria-labelledby="cards"><h2 id="cards">Kata cards</h2>\
            <p>One printable card per kata: every section an attendee works from, whole, with its commands and expected output; not the smell map, hints or answer.</p><ul class="cards">
            """
        body += katas.map {
            "<li><a href=\"cards/\($0.id).html\"><code>\($0.id)</code></a> \(HTML.inline($0.title))</li>" as HTML
        }.joined()
        body += "</ul></section></main>"
        return PageFrame.page(title: "Code review training · SOLID Kata", root: "", body: body)
    }

    private static func files(_ notes: [CodeNote]) -> HTML {
        var seen = Set<String>()
        let names = notes.flatMap(\.files).filter { seen.insert($0).inserted }
        return names.map { "<code>\($0.split(separator: "/").last.map(String.init) ?? $0)</code>" as HTML }
            .joined(separator: " ")
    }
}
