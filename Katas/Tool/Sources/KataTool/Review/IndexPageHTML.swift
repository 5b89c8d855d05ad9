import Specs

/// The review site's index: the principle → smell → answer → kata map of the three apps, each app's
/// change requests and what they cost in each design, and the kata cards.
enum IndexPageHTML {
    /// The index of a site whose review pages are `pagesInSite`: a page the site does not have is named,
    /// not linked.
    static func html(
        plans: [ReviewPagePlan], pagesInSite: Set<String>, audits: [App: AppAudit], katas: [KataText],
        source: SiteSource
    ) -> HTML {
        func link(_ page: String, _ text: String) -> HTML {
            pagesInSite.contains(page) ? "<a href=\"\(page)\">\(text)</a>" : "\(text)"
        }
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
            for principle in Principle.allCases {
                guard let plan = plans.first(where: { $0.app == app && $0.principle == principle }) else {
                    let others = plans.filter { $0.principle == principle }.map {
                        link($0.fileName, $0.app.displayName)
                    }
                    let practised: HTML = others.isEmpty ? "no app" : others.joined(separator: " and ")
                    body += """
                        <tr><th scope="row">\(principle.name)</th><td colspan="3" data-label="Smell">The katas name no \
                        \(principle.name.lowercased()) smell in this app: it is practised on \(practised).</td></tr>
                        """
                    continue
                }
                let page = link(plan.fileName, plan.principle.name)
                body += """
                    <tr><th scope="row">\(page)</th><td data-label="Smell (Starter)">\(plan.smellTitle)<br>\
                    \(files(plan.smells))</td><td data-label="Answer (Refactored)">\(files(plan.answers))</td>\
                    <td data-label="Katas">\(plan.kataIDs.map(KataCardHTML.link).joined(separator: " "))</td></tr>
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
                <tr><th scope="row">\(app.displayName)</th><td data-label="Starter">\(cost.starter.summary)</td>\
                <td data-label="Refactored">\(cost.refactored.summary)</td></tr>
                """
        }
        body += """
            </tbody></table></section><section aria-labelledby="cards"><h2 id="cards">Kata cards</h2>\
            <p>One printable card per kata: every section an attendee works from, whole, with its commands and expected output; not the smell map, hints or answer.</p><ul class="cards">
            """
        body += katas.map {
            "<li>\(KataCardHTML.link($0.id)) \(HTML.inline($0.title))</li>" as HTML
        }.joined()
        body += "</ul></section></main>"
        return PageFrame.page(title: "Code review training · SOLID Kata", root: "", source: source, body: body)
    }

    private static func files(_ notes: [CodeNote]) -> HTML {
        var seen = Set<String>()
        let names = notes.flatMap(\.files).filter { seen.insert($0).inserted }
        return names.map { "<code>\($0.split(separator: "/").last.map(String.init) ?? $0)</code>" as HTML }
            .joined(separator: " ")
    }
}
