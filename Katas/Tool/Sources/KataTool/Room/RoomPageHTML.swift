import Foundation
import Specs

/// The room's pages, in the review site's frame and style: the index (a row a pair: its kata, red or
/// green for each app, its runs as traffic lights, and a link to its page), a page a pair (all its runs,
/// its last verdicts and net, and its code: the diff from its kata's start, side by side), and the page
/// that compares two pairs. Every text of a pair's (a name, a branch, a line of code) goes in escaped.
struct RoomPageHTML {
    let remote: String
    let now: Date
    let redAfter: TimeInterval
    let source: SiteSource
    /// Seconds between two refreshes of the watch, for the pages to reload as often; nil when they are
    /// written once.
    let reloadEvery: Int?
    /// Clock times, `14:32:05`, in the zone the pages are made for.
    private let clock: DateFormatter

    init(remote: String, now: Date, redAfter: TimeInterval, source: SiteSource, timeZone: TimeZone, reloadEvery: Int?) {
        self.remote = remote
        self.now = now
        self.redAfter = redAfter
        self.source = source
        self.reloadEvery = reloadEvery
        clock = DateFormatter.fixed("HH:mm:ss", in: timeZone)
    }

    /// The lights the index shows a pair, its last runs; its page shows them all.
    static let lightsOnIndex = 40

    static func pagePath(_ name: PairName) -> String { "pairs/\(name).html" }

    func index(_ histories: [PairHistory]) -> HTML {
        let pairs = histories.map(PairProgress.init)
        let late = pairs.filter { $0.isRedTooLong(at: now, limit: redAfter) }.count
        let rows = zip(histories, pairs).map { history, pair in row(history, pair) }.joined()
        let heads = (["Pair", "Kata"] + App.allCases.map(\.displayName) + ["Runs", "Last run", "Last runs"])
            .map { "<th scope=\"col\">\($0)</th>" as HTML }.joined()
        let body: HTML = """
            <header class="page"><h1>The room</h1><p class="summary">\(remote): \(pairs.count.counted("pair")), \
            \(late) red for \(PairProgress.span(redAfter)) or more. A pair's name opens its runs and its code.</p>\
            </header>
            <main id="main" class="room">
            <table class="room"><caption>Every pair's last verdicts and runs, red or green</caption>\
            <thead><tr>\(heads)</tr></thead><tbody>\(rows)</tbody></table>
            </main>
            """
        return page(title: "The room", root: "", body: body, navigation: "")
    }

    private func row(_ history: PairHistory, _ pair: PairProgress) -> HTML {
        let link: HTML = "<a href=\"\(Self.pagePath(pair.name))\">\(pair.name.description)</a>"
        guard let lastRun = pair.lastRun else {
            let cells = (App.allCases.map(\.displayName) + ["Runs", "Last run", "Last runs"]).map {
                "<td data-label=\"\($0)\"></td>" as HTML
            }.joined()
            return "<tr><th scope=\"row\">\(link)</th><td data-label=\"Kata\">joined, no run yet</td>\(cells)</tr>"
        }
        let late = pair.isRedTooLong(at: now, limit: redAfter)
        let apps = App.allCases.map { app -> HTML in
            "<td data-label=\"\(app.displayName)\">\(verdict(pair.apps[app]))</td>"
        }.joined()
        let mark: HTML =
            late
            ? " <span class=\"stuck\">\(RoomTable.mark) red for \(PairProgress.span(now.timeIntervalSince(pair.redSince ?? now)))</span>"
            : ""
        return """
            <tr\(late ? " class=\"late\"" : "")><th scope="row">\(link)\(mark)</th>\
            <td data-label="Kata">\(pair.kata ?? "")</td>\(apps)\
            <td data-label="Runs" class="number">\(pair.runs)</td>\
            <td data-label="Last run">\(PairProgress.span(now.timeIntervalSince(lastRun))) ago</td>\
            <td data-label="Last runs" class="lights-cell">\(lights(history.runs.suffix(Self.lightsOnIndex)))</td></tr>
            """
    }

    private func verdict(_ kind: RunVerdict.Kind?) -> HTML {
        switch kind {
        case .failed: "<span class=\"verdict red\">red</span>"
        case .passed, .notYet: "<span class=\"verdict green\">green</span>"
        case nil: "<span class=\"verdict none\">not run</span>"
        }
    }

    /// Runs as traffic lights, oldest first; each says when it ran and what, and the list says the count.
    func lights(_ runs: ArraySlice<SnapshotChain.Snapshot>) -> HTML {
        let red = runs.filter { $0.record.isRed }.count
        let items = runs.map { run -> HTML in
            let colour = run.record.isRed ? "red" : "green"
            return """
                <li class="\(colour)" title="run \(run.record.number) at \(time(run.record.ranAt)): \(colour), kata \
                \(run.record.command)"></li>
                """
        }.joined()
        return """
            <ol class="lights" aria-label="\(runs.count.counted("run")): \(runs.count - red) green, \(red) red">\(items)</ol>
            """
    }

    /// A pair's page: its runs, its last verdicts and net, and `changes`, its code since its kata's start.
    func pairPage(_ history: PairHistory, changes: [FileChange]) -> HTML {
        let pair = PairProgress(history)
        var body: HTML = "<header class=\"page\"><h1>\(pair.name.description)</h1>"
        guard let last = history.last else {
            body += "</header><main id=\"main\" class=\"pair-page\"><p>Joined the room; no run yet.</p></main>"
            return page(title: "\(pair.name) · the room", root: "../", body: body)
        }
        let branch = last.record.branch.map { " on the branch \($0)" } ?? ""
        body += """
            <p class="summary">Kata \(last.record.kata ?? "not named by the branch")\(branch): \
            \(pair.runs.counted("run")), the last at \(time(last.record.ranAt)) (kata \(last.record.command)).</p></header>
            <main id="main" class="pair-page">
            <h2>Runs</h2>\(lights(history.runs[...]))
            <h2>The last run</h2>\(verdicts(last.record))
            <h2>The code: changes since the kata's start</h2>
            """
        body +=
            changes.isEmpty
            ? "<p>No file differs from the kata's start.</p>"
            : """
            <p>\(changes.count.counted("file")) \(changes.count == 1 ? "differs" : "differ") from the kata's start. \
            Lines marked <code>-</code> were \
            there at the start, <code>+</code> are the pair's.</p>
            """
        body += SplitDiffHTML.html(changes, left: "At the kata's start", right: "Now")
        body += "</main>"
        return page(title: "\(pair.name) · the room", root: "../", body: body)
    }

    /// The last run's verdicts, an app a row, and the specs of the pair's own nets.
    private func verdicts(_ record: RunRecord) -> HTML {
        let rows = App.allCases.compactMap { app -> HTML? in
            let verdicts = record.verdicts.filter { $0.app == app }
            guard !verdicts.isEmpty else { return nil }
            let cells = Implementation.allCases.map { implementation -> HTML in
                guard let verdict = verdicts.first(where: { $0.implementation == implementation }) else {
                    return "<td data-label=\"\(implementation.displayName)\">not run</td>"
                }
                let words = [("passed", verdict.passed), ("failed", verdict.failed), ("not yet", verdict.notYet)]
                    .filter { $0.1 > 0 || $0.0 == "passed" }.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
                return """
                    <td data-label="\(implementation.displayName)">\
                    \(self.verdict(verdict.kind == .failed ? .failed : .passed)) \(words)</td>
                    """
            }.joined()
            return "<tr><th scope=\"row\">\(app.displayName)</th>\(cells)</tr>"
        }.joined()
        let net = App.allCases.compactMap { app in record.net[app].map { "\(app.displayName) \($0.counted("spec"))" } }
        let heads = Implementation.allCases.map { "<th scope=\"col\">\($0.displayName)</th>" as HTML }.joined()
        return """
            <table class="room"><thead><tr><th scope="col">App</th>\(heads)</tr></thead><tbody>\(rows)</tbody></table>
            <p>The pair's own nets (Tests/MyNet): \(net.isEmpty ? "none found" : net.joined(separator: ", ")).</p>
            """
    }

    /// Two pairs' code on one kata side by side: `changes` go from the first pair's files to the second's.
    /// It links to the room's index when the folder has one (`hasIndex`).
    func comparePage(
        _ first: PairHistory, _ second: PairHistory, kata: String, changes: [FileChange], hasIndex: Bool
    ) -> HTML {
        let title = "\(first.name) and \(second.name): \(kata)"
        var body: HTML = """
            <header class="page"><h1>\(title)</h1>\
            <p class="summary">Two pairs' code for the debrief: \(first.name.description) on the left (1), \
            \(second.name.description) on the right (2), each as its last run on \(kata) left it. Only the files they \
            wrote differently are shown, and the lines that differ are marked on both sides.</p></header>
            <main id="main" class="pair-page">
            """
        body +=
            changes.isEmpty
            ? "<p>Their files are the same.</p>"
            : "<p>\(changes.count.counted("file")) \(changes.count == 1 ? "differs" : "differ") between them.</p>"
        body += SplitDiffHTML.html(
            changes, left: first.name.description, right: second.name.description, comparing: true)
        body += "</main>"
        return page(title: title + " · the room", root: "", body: body, navigation: hasIndex ? nil : "")
    }

    private func time(_ date: Date) -> String { clock.string(from: date) }

    private func page(title: String, root: String, body: HTML, navigation: HTML? = nil) -> HTML {
        let reload: HTML = reloadEvery.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">" } ?? ""
        return PageFrame.page(
            title: title, root: root, source: source, extraHead: reload,
            navigation: navigation
                ?? "<nav class=\"site\" aria-label=\"Room\"><a href=\"\(root)index.html\">The room</a></nav>",
            footer: "\(HTML.inline(source.madeFrom)) by <code>swift run kata room</code>.", body: body)
    }
}
