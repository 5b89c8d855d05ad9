import Foundation
import Specs

/// The room's pages, in the review site's frame and style (`PageFrame`, `SiteStyle` with `RoomStyle`): the
/// index (`RoomPageHTML+Index`), a page a pair (`+Pair`) and the page that compares two pairs
/// (`+Compare`), with what they share here: the traffic lights, the verdicts' words, the clock. Every text
/// of a pair's (a name, a branch, a line of code) goes in as text, escaped by `HTML`.
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

    /// Red, green, or not run, as a page shows an app's verdict.
    func verdict(_ kind: RunVerdict.Kind?) -> HTML {
        switch kind {
        case .failed: "<span class=\"verdict red\">red</span>"
        case .passed, .notYet: "<span class=\"verdict green\">green</span>"
        case nil: "<span class=\"verdict none\">not run</span>"
        }
    }

    func time(_ date: Date) -> String { clock.string(from: date) }

    func page(title: String, root: String, body: HTML, navigation: HTML? = nil) -> HTML {
        let reload: HTML = reloadEvery.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">" } ?? ""
        return PageFrame.page(
            title: title, root: root, source: source, extraHead: reload,
            navigation: navigation
                ?? "<nav class=\"site\" aria-label=\"Room\"><a href=\"\(root)index.html\">The room</a></nav>",
            footer: "\(HTML.inline(source.madeFrom)) by <code>swift run kata room</code>.", body: body)
    }
}
