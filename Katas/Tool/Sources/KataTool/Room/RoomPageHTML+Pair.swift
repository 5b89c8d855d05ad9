import Foundation
import Specs

/// A pair's page: all its runs as traffic lights, its last verdicts and nets, and its code since its
/// kata's start, side by side.
extension RoomPageHTML {
    /// A pair's page: its runs, its last verdicts and net, and `changes`, its code since its kata's start.
    func pairPage(_ history: PairHistory, changes: [FileChange]) -> HTML {
        let pair = PairProgress(history)
        var body: HTML = "<header class=\"page\"><h1>\(pair.name.description)</h1>"
        guard let last = history.last else {
            body += "</header><main id=\"main\" class=\"pair-page\"><p>Joined the room; no run yet.</p></main>"
            return page(title: "\(pair.name) · the room", root: "../", body: body)
        }
        let branch = last.record.branch.map { " on the branch \($0)" } ?? ""
        // After a prune the room holds the last runs only: the count is of the runs made, the lights of those kept.
        let kept = history.runs.count < pair.runs ? " (the room keeps the last \(history.runs.count))" : ""
        body += """
            <p class="summary">Kata \(last.record.kata ?? "not named by the branch")\(branch): \
            \(pair.runs.counted("run"))\(kept), the last at \(time(last.record.ranAt)) (kata \(last.record.command)).</p></header>
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
                let counts: [(word: String, count: Int)] = [
                    ("passed", verdict.passed), ("failed", verdict.failed), ("not yet", verdict.notYet),
                ]
                let words: String = counts.filter { $0.count > 0 || $0.word == "passed" }
                    .map { "\($0.count) \($0.word)" }.joined(separator: ", ")
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
}
