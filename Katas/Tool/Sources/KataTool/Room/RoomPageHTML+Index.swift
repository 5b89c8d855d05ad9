import Foundation
import Specs

/// The dashboard's index: a row a pair, by name, with its kata, red or green for each app, its runs so far,
/// its last run, its last runs as traffic lights, the mark of a pair red for too long, and the link to
/// its page.
extension RoomPageHTML {
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
}
